print("manifest benchmarks: not written yet")
