//! Reading integer function attributes the way the AMDGPU backend does.
//!
//! The exact acceptance rules matter: llc falls back to a default whenever
//! it cannot parse an attribute, and the occupancy then differs, so the
//! model must reject exactly what llc rejects.

/// `StringRef::getAsInteger` with radix 0: `0x`/`0b`/`0o` prefixes, a
/// leading `0` meaning octal, no sign, no surrounding blanks, no overflow.
pub(crate) fn parse_llvm_unsigned(text: &str) -> Option<u64> {
    let (digits, radix) =
        if let Some(rest) = text.strip_prefix("0x").or_else(|| text.strip_prefix("0X")) {
            (rest, 16)
        } else if let Some(rest) = text.strip_prefix("0b").or_else(|| text.strip_prefix("0B")) {
            (rest, 2)
        } else if let Some(rest) = text.strip_prefix("0o") {
            (rest, 8)
        } else if text.len() > 1 && text.starts_with('0') {
            (&text[1..], 8)
        } else {
            (text, 10)
        };
    if digits.is_empty() || !digits.chars().all(|c| c.is_digit(radix)) {
        return None;
    }
    u64::from_str_radix(digits, radix).ok()
}

/// An `unsigned` attribute value (the parse fails if it does not fit).
pub(crate) fn parse_llvm_u32(text: &str) -> Option<u32> {
    parse_llvm_unsigned(text).and_then(|v| u32::try_from(v).ok())
}

/// `Function::getFnAttributeAsParsedInteger`: the whole string, untrimmed;
/// the 64-bit result is truncated by the `unsigned` callers.
pub(crate) fn parse_integer_attr(text: &str) -> Option<u32> {
    parse_llvm_unsigned(text).map(|v| v as u32)
}

/// `AMDGPU::getIntegerPairAttribute`: "first[,second]", each part trimmed.
/// The second number may be missing only when `only_first_required`.
pub(crate) fn parse_integer_pair(
    text: &str,
    only_first_required: bool,
) -> Option<(u32, Option<u32>)> {
    let (first, second) = match text.split_once(',') {
        Some((a, b)) => (a, b),
        None => (text, ""),
    };
    let first = parse_llvm_u32(first.trim())?;
    match parse_llvm_u32(second.trim()) {
        Some(s) => Some((first, Some(s))),
        None if only_first_required && second.trim().is_empty() => Some((first, None)),
        None => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn radix_rules() {
        assert_eq!(parse_llvm_unsigned("256"), Some(256));
        assert_eq!(parse_llvm_unsigned("0x100"), Some(256));
        assert_eq!(parse_llvm_unsigned("010"), Some(8));
        assert_eq!(parse_llvm_unsigned("0"), Some(0));
        assert_eq!(parse_llvm_unsigned("0b11"), Some(3));
        assert_eq!(parse_llvm_unsigned(""), None);
        assert_eq!(parse_llvm_unsigned(" 1"), None);
        assert_eq!(parse_llvm_unsigned("-1"), None);
        assert_eq!(parse_llvm_unsigned("08"), None);
        assert_eq!(parse_llvm_u32("4294967296"), None);
    }

    #[test]
    fn pairs() {
        assert_eq!(parse_integer_pair("1,256", false), Some((1, Some(256))));
        assert_eq!(parse_integer_pair(" 1 , 256 ", false), Some((1, Some(256))));
        assert_eq!(parse_integer_pair("64", false), None);
        assert_eq!(parse_integer_pair("4", true), Some((4, None)));
        assert_eq!(parse_integer_pair("4,", true), Some((4, None)));
        assert_eq!(parse_integer_pair("4,x", true), None);
        assert_eq!(parse_integer_pair("a,4", true), None);
    }
}
