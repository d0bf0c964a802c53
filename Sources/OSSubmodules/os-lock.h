/* `import os.lock`: the API is the Swift module os (Sources/os); this header declares nothing. */
