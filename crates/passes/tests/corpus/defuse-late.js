function first() {
  let r = 1;
  return r * 2;
}

function second() {
  let r = 3;
  console.log(r + 4);
  return 0;
}
