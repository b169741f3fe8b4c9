//! FFI (being written).
