fn main() {
    let config = load();
    let x = compute(config);
    crash(x, 1);
}
