print("crash writer: not written yet")
