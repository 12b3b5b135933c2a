def main():
    if crash(1):
        print("x")
        other()
    value = crash(2)
    return crash(3)
