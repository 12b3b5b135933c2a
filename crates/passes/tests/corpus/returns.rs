struct S<'a> {
    r: &'a u8,
}

fn f(v: &mut u8) -> S<'_> {
    let r = &*v;
    *v = 1;
    S { r: r }
}
