/* `import os.log`: the API is the Swift module os (Sources/os); this header declares nothing. */
