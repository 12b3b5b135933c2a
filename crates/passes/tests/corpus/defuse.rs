pub struct Inventory {
    items: Vec<String>,
    size: usize,
}

fn helper(x: usize) -> usize {
    x + 1
}

impl Inventory {
    pub fn new() -> Self {
        Inventory { items: Vec::new(), size: 0 }
    }

    pub fn add(&mut self, name: &str) {
        let count = self.items.len();
        self.items.push(name.to_string());
        self.size += 1;
        println!("{}", count);
        helper(count);
    }

    pub fn first_mut(&mut self) -> &mut String {
        let first = &mut self.items[0];
        first
    }
}
