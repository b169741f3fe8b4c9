target triple = "x86_64-unknown-linux-gnu"

define i32 @add(i32 %a, i32 %b) {
  %s = add i32 %a, %b
  ret i32 %s
}
