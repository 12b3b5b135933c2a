class Differ:
    def compare(self, a, b):
        for tag in a:
            if tag == 'replace':
                g = self.replace(a, b)
                print(g)
            elif tag is 'delete':
                print('gone')
