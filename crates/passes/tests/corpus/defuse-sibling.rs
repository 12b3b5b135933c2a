fn render(lines: Vec<u8>) {
    let buf;
    for line in lines {}
    buf
}
