//! Register pressure (being written).
