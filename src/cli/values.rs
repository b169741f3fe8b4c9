//! Value parsers shared by the subcommands' options. Their messages end up
//! after clap's "invalid value 'X' for '--option <V>': ".

/// A non-negative count; signs, blanks and hex are mistakes here.
pub fn count(text: &str) -> Result<u32, String> {
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return Err(format!("'{text}' is not a non-negative integer"));
    }
    text.parse().map_err(|_| format!("'{text}' is too large"))
}

/// `LO,HI`, both required.
pub fn lo_hi(text: &str) -> Result<(u32, u32), String> {
    match text.split_once(',') {
        Some((lo, hi)) => Ok((count(lo.trim())?, count(hi.trim())?)),
        None => Err(format!("expected LO,HI, got '{text}'")),
    }
}

/// `LO[,HI]`.
pub fn lo_opt_hi(text: &str) -> Result<(u32, Option<u32>), String> {
    match text.split_once(',') {
        Some((lo, hi)) => Ok((count(lo.trim())?, Some(count(hi.trim())?))),
        None => Ok((count(text.trim())?, None)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_and_pairs() {
        assert_eq!(count("25"), Ok(25));
        assert!(count("-1")
            .unwrap_err()
            .contains("not a non-negative integer"));
        assert!(count("12x").is_err() && count("").is_err() && count("0x10").is_err());
        assert!(count("99999999999").unwrap_err().contains("too large"));
        assert_eq!(lo_hi("1, 64"), Ok((1, 64)));
        assert!(lo_hi("64").unwrap_err().contains("expected LO,HI"));
        assert_eq!(lo_opt_hi("4"), Ok((4, None)));
        assert_eq!(lo_opt_hi("2,6"), Ok((2, Some(6))));
    }
}
