struct Drain<'a> {
    iter: &'a u8,
    vec: &'a mut u8,
}

fn drain(v: &mut u8) -> Drain<'_> {
    let r = &*v;
    Drain { iter: r, vec: v }
}
