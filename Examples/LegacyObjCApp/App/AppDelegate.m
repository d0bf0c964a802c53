#import "AppDelegate.h"
#import "NotesViewController.h"
#import "LinkRouter.h"

@interface AppDelegate ()
@property (strong, nonatomic) UINavigationController *navigationController;
@end

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    [LinkRouter registerDefaults];
    NotesViewController *notes = [[NotesViewController alloc] init];
    self.navigationController = [[UINavigationController alloc] initWithRootViewController:notes];
    self.window = [[UIWindow alloc] initWithFrame:[[UIScreen mainScreen] bounds]];
    self.window.rootViewController = self.navigationController;
    [self.window makeKeyAndVisible];
    return YES;
}

- (BOOL)application:(UIApplication *)app openURL:(NSURL *)url options:(NSDictionary<UIApplicationOpenURLOptionsKey, id> *)options {
    return [[LinkRouter shared] open:url from:self.navigationController];
}

- (BOOL)application:(UIApplication *)application continueUserActivity:(NSUserActivity *)userActivity restorationHandler:(void (^)(NSArray<id<UIUserActivityRestoring>> *))restorationHandler {
    return [[LinkRouter shared] continueActivity:userActivity];
}

- (void)applicationDidEnterBackground:(UIApplication *)application {
    [[NotesStore shared] save];
}

- (void)applicationWillTerminate:(UIApplication *)application {
    [[NotesStore shared] save];
}

@end
