print("store benchmarks: not written yet")
