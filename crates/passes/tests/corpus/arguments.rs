struct Vec2<T> {
    v: u8,
}

impl<A> Vec2<A> {
    fn set_len(&mut self, len: usize) {}

    fn drain(&mut self) {
        let start;
        let r = &self;
        self.set_len(start);
        r;
    }
}
