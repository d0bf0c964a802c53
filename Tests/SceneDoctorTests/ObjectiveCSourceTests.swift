import Foundation
import SceneDoctor
import SceneToolsCore
import Testing
import TestSupport

/// The Objective-C reader (SceneToolsCore `ObjectiveCSource`): what doctor and migrate read from an
/// `AppDelegate.m`/`.mm`, with exact byte ranges. The files are our own, written from the shapes
/// of public app delegates (cordova-ios 7's template, React Native 0.76's `AppDelegate.mm`,
/// Unity's app-controller subclass, long-lived native apps).
struct ObjectiveCSourceTests {
    /// cordova-ios 7's template shape: a `CDVAppDelegate` subclass that builds its window.
    static let cordovaShaped = """
        #import "AppDelegate.h"
        #import "MainViewController.h"

        /* The app's delegate: - (void)notAMethod {} in a comment. */
        @interface AppDelegate () <UNUserNotificationCenterDelegate>
        @property (nonatomic, strong) NSString *pendingLink;
        @end

        @implementation AppDelegate

        - (BOOL)application:(UIApplication*)application didFinishLaunchingWithOptions:(NSDictionary*)launchOptions
        {
            self.window = [[UIWindow alloc] initWithFrame:[[UIScreen mainScreen] bounds]];
            self.viewController = [[MainViewController alloc] init];
            if (launchOptions[UIApplicationLaunchOptionsURLKey]) {
                self.pendingLink = @"cold {start}";
            } else {
                NSLog(@"no link; \\"quoted\\" }");
            }
            [self.window setRootViewController:self.viewController];
            [self.window makeKeyAndVisible];
            return [super application:application didFinishLaunchingWithOptions:launchOptions];
        }

        - (BOOL)application:(UIApplication *)app openURL:(NSURL *)url options:(NSDictionary<UIApplicationOpenURLOptionsKey, id> *)options API_AVAILABLE(ios(9.0))
        {
            return [[Router shared] handle:url animated:options[@"animated"] ? YES : NO];
        }

        - (void)applicationDidBecomeActive:(UIApplication *)application {
            dispatch_async(dispatch_get_main_queue(), ^{
                [self refresh];
            });
        }

        @end
        """

    @Test func aCordovaShapedDelegateGivesItsClassesMethodsAndExactRanges() throws {
        let source = ObjectiveCSource(text: Self.cordovaShaped)
        #expect(source.problems == [])
        #expect(source.imports == [#""AppDelegate.h""#, #""MainViewController.h""#])
        #expect(source.interfaces.map { "\($0.line) \($0.name)(\($0.category ?? "-")) : \($0.superclass ?? "-") \($0.protocols) \($0.properties) \($0.methodDeclarations)" } == [
            #"5 AppDelegate() : - ["UNUserNotificationCenterDelegate"] ["pendingLink"] []"#,
        ])
        #expect(source.text(try #require(source.interfaces.first).range).hasSuffix("*pendingLink;\n@end"))
        let implementation = try #require(source.implementations.first)
        #expect(implementation.name == "AppDelegate" && implementation.category == nil && implementation.line == 9)
        #expect(implementation.methods.map(\.selector) == [
            "application:didFinishLaunchingWithOptions:", "application:openURL:options:", "applicationDidBecomeActive:",
        ])
        let launch = implementation.methods[0]
        #expect(launch.parts == [
            .init(keyword: "application", type: "UIApplication*", parameter: "application"),
            .init(keyword: "didFinishLaunchingWithOptions", type: "NSDictionary*", parameter: "launchOptions"),
        ])
        #expect(launch.returnType == "BOOL" && launch.line == 11)
        #expect(source.text(launch.range).hasPrefix("- (BOOL)application:(UIApplication*)application didFinish"))
        #expect(source.text(launch.range).hasSuffix("didFinishLaunchingWithOptions:launchOptions];\n}"))
        #expect(source.text(launch.body).hasPrefix("{\n    self.window"))
        #expect(launch.statements.map { source.text($0.range) } == [
            "self.window = [[UIWindow alloc] initWithFrame:[[UIScreen mainScreen] bounds]];",
            "self.viewController = [[MainViewController alloc] init];",
            """
            if (launchOptions[UIApplicationLaunchOptionsURLKey]) {
                    self.pendingLink = @"cold {start}";
                } else {
                    NSLog(@"no link; \\"quoted\\" }");
                }
            """,
            "[self.window setRootViewController:self.viewController];",
            "[self.window makeKeyAndVisible];",
            "return [super application:application didFinishLaunchingWithOptions:launchOptions];",
        ])
        #expect(launch.statements.map(\.line) == [13, 14, 15, 20, 21, 22])
        #expect(launch.sends.map { "\(source.text($0.receiver)) \($0.selector)" } == [
            "[UIWindow alloc] initWithFrame:", "UIWindow alloc", "[UIScreen mainScreen] bounds", "UIScreen mainScreen",
            "[MainViewController alloc] init", "MainViewController alloc",
            "self.window setRootViewController:", "self.window makeKeyAndVisible", "super application:didFinishLaunchingWithOptions:",
        ])
        #expect(launch.sends.last.map { $0.arguments.map(source.text) } == ["application", "launchOptions"])
        let open = implementation.methods[1]
        #expect(open.parts.map(\.type) == ["UIApplication *", "NSURL *", "NSDictionary<UIApplicationOpenURLOptionsKey, id> *"])
        #expect(open.sends.map(\.selector) == ["handle:animated:", "shared"], "the conditional operator's `:` is no selector part")
        #expect(open.sends.first.map { $0.arguments.map(source.text) } == ["url", #"options[@"animated"] ? YES : NO"#])
        #expect(implementation.methods[2].sends.map(\.selector) == ["refresh"], "a send inside a block argument")
        #expect(implementation.methods[2].statements.count == 1)
    }

    @Test func onlyTheFirstBranchOfAConditionalIsReadAndHashIfZeroIsSkipped() {
        let source = ObjectiveCSource(text: """
            @implementation AppDelegate
            #if TARGET_OS_MACCATALYST
            - (void)buildMenu:(id)builder {
            #else
            - (void)buildMenu:(id)builder withExtra:(id)extra {
            #endif
                [builder rebuild];
            }
            #if 0
            - (void)dead { }
            #else
            - (void)alive { }
            #endif
            @end
            """)
        #expect(source.problems == [])
        #expect(source.implementations.first?.methods.map(\.selector) == ["buildMenu:", "alive"])
        #expect(source.tokens.filter { !$0.active && $0.kind != .directive }.count > 0)
    }

    @Test func unityMacrosCategoriesAndClassMethodsAreRead() {
        let source = ObjectiveCSource(text: """
            #import "UnityAppController.h"
            NS_ASSUME_NONNULL_BEGIN
            @interface GameAppController : UnityAppController <UIApplicationDelegate>
            - (BOOL)application:(UIApplication *)app openURL:(NSURL *)url options:(NSDictionary *)options;
            + (instancetype)shared NS_SWIFT_NAME(shared());
            @end
            IMPL_APP_CONTROLLER_SUBCLASS(GameAppController)
            @implementation GameAppController (Links)
            + (instancetype)shared { return (GameAppController *)GetAppController(); }
            - (BOOL)application:(UIApplication *)app openURL:(NSURL *)url options:(NSDictionary *)options {
                return [super application:app openURL:url options:options];
            }
            @end
            NS_ASSUME_NONNULL_END
            """)
        #expect(source.problems == [])
        #expect(source.macroUses == [.init(name: "IMPL_APP_CONTROLLER_SUBCLASS", arguments: "GameAppController", line: 7)])
        #expect(source.interfaces.map(\.superclass) == ["UnityAppController"])
        #expect(source.interfaces.first?.methodDeclarations == ["application:openURL:options:", "shared"])
        #expect(source.implementations.map { "\($0.name)(\($0.category ?? "-"))" } == ["GameAppController(Links)"])
        #expect(source.methods(of: "GameAppController").map { ($0.isClassMethod ? "+" : "-") + $0.selector } == ["+shared", "-application:openURL:options:"])
    }

    @Test func objectiveCPlusPlusLambdasRawStringsAndDigitSeparators() {
        let source = ObjectiveCSource(text: """
            #import <React/RCTBundleURLProvider.h>
            namespace app { int limit = 1'000; }
            @implementation AppDelegate
            - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions
            {
              self.moduleName = @"Shop";
              auto log = [&](const char *text) { printf(R"x(a } brace ")x"); };
              std::vector<int> values{1, 2};
              self.initialProps = @{};
              return [super application:application didFinishLaunchingWithOptions:launchOptions];
            }
            - (NSURL *)bundleURL
            {
            #if DEBUG
              return [[RCTBundleURLProvider sharedSettings] jsBundleURLForBundleRoot:@"index"];
            #else
              return [[NSBundle mainBundle] URLForResource:@"main" withExtension:@"jsbundle"];
            #endif
            }
            @end
            """, isObjectiveCPlusPlus: true)
        #expect(source.problems == [])
        let methods = source.methods(of: "AppDelegate")
        #expect(methods.map(\.selector) == ["application:didFinishLaunchingWithOptions:", "bundleURL"])
        #expect(methods[0].statements.map(\.leading) == ["self", "auto", "std", "self", "return"])
        #expect(methods[0].sends.map(\.selector) == ["application:didFinishLaunchingWithOptions:"], "a lambda's capture list is not a message")
        #expect(methods[1].sends.map(\.selector) == ["jsBundleURLForBundleRoot:", "sharedSettings"])
    }

    @Test func whatCannotBeReadIsSaidWithItsLine() {
        let unclosed = ObjectiveCSource(text: "@implementation AppDelegate\n- (void)a {\n  if (x) {\n")
        #expect(unclosed.problems.map(\.description) == ["line 2: the body of `a` is never closed", "line 1: `@implementation AppDelegate` has no `@end`"])
        #expect(unclosed.implementations.first?.methods.map(\.selector) == ["a"])
        let stray = ObjectiveCSource(text: "int x;\n@end\n#if A\n")
        #expect(stray.problems.map(\.description) == ["line 3: 1 `#if` without `#endif` at the end of the file", "line 2: `@end` without `@interface` or `@implementation`"])
    }

    /// Truncated, spliced and byte-flipped app delegates: the reader ends, never traps, and every
    /// range it gives is inside the file and nested as it says.
    @Test func hostileAndTruncatedInputNeverTrapsAndKeepsItsRangesInTheFile() {
        var generator = SeededGenerator(seed: 0x0B1E_C71F)
        let seeds = [Self.cordovaShaped, "@implementation A\n- (void)a:(int)b :(int)c, ... { [[x y:[z w]] q]; }\n@end\n", "\"unterminated\n'c\n/* open"]
        let alphabet = Array("@-+[](){};:^\"'/*#\\\n abcR".utf8)
        for round in 0..<400 {
            var bytes = Array(seeds[round % seeds.count].utf8)
            for _ in 0..<Int.random(in: 1...12, using: &generator) {
                guard !bytes.isEmpty else { break }
                let position = Int.random(in: 0..<bytes.count, using: &generator)
                switch Int.random(in: 0..<4, using: &generator) {
                case 0: bytes[position] = alphabet.randomElement(using: &generator)!
                case 1: bytes.insert(alphabet.randomElement(using: &generator)!, at: position)
                case 2: bytes.removeSubrange(position..<min(bytes.count, position + Int.random(in: 1...20, using: &generator)))
                default: bytes = Array(bytes[..<position])
                }
            }
            let source = ObjectiveCSource(bytes: bytes, isObjectiveCPlusPlus: round % 2 == 0)
            for token in source.tokens { #expect(token.range.lowerBound < token.range.upperBound && token.range.upperBound <= bytes.count) }
            for method in source.implementations.flatMap(\.methods) {
                #expect(method.range.upperBound <= bytes.count && method.range.contains(method.body.lowerBound))
                #expect(method.body.upperBound <= method.range.upperBound)
                for statement in method.statements { #expect(statement.range.lowerBound >= method.body.lowerBound && statement.range.upperBound <= method.body.upperBound) }
                for send in method.sends { #expect(send.range.lowerBound >= method.body.lowerBound && send.range.upperBound <= method.body.upperBound) }
            }
        }
    }
}

/// The doctor on Objective-C: a suppression comment silences a finding there as in Swift.
struct ObjectiveCDoctorTests {
    static func findings(_ method: String) -> [Finding] {
        Doctor.check(swiftFiles: [
            ("AppDelegate.h", "@interface AppDelegate : UIResponder <UIApplicationDelegate>\n@end\n"),
            ("AppDelegate.m", "@implementation AppDelegate\n\(method)\n@end\n"),
        ], infoPlists: [("Info.plist", ExampleInfoPlist.singleScene.text!)]).findings
    }

    @Test func aSuppressionCommentSilencesAFindingInObjectiveC() {
        let method = "- (void)applicationDidEnterBackground:(UIApplication *)application {\n    [Store save];\n}"
        #expect(Self.findings(method).map { "\($0.path):\($0.line):\($0.column) \($0.ruleID)" } == ["AppDelegate.m:2:9 app-delegate-state-callback"])
        #expect(Self.findings("// scenectl:disable-next-line app-delegate-state-callback\n" + method).isEmpty)
        #expect(Self.findings("// scenectl:disable-next-line app-delegate-event-callback\n" + method).count == 1, "another rule's id silences nothing")
    }
}

extension ObjectiveCSourceTests {
    @Test func instanceVariableBlocksAreRead() {
        let source = ObjectiveCSource(text: """
            @interface AppDelegate : UIResponder {
                @private
                UIWindow *_window;
            }
            @end
            @implementation AppDelegate {
                UITabBarController* _tabBar;
                NSString *a, *b;
                void (^_handler)(void);
            }
            - (void)f { }
            @end
            """)
        #expect(source.instanceVariables.map { "\($0.className).\($0.name): \($0.type) \($0.isAlone ? "alone" : "shared") line \($0.line)" } == [
            "AppDelegate._window: UIWindow * alone line 3",
            "AppDelegate._tabBar: UITabBarController* alone line 7",
            "AppDelegate.a: NSString * shared line 8", "AppDelegate.b: NSString * shared line 8",
        ])
        #expect(source.methods(of: "AppDelegate").map(\.selector) == ["f"], "a block variable (`void (^_handler)(void)`) is not read as one")
    }
}
