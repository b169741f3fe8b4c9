//! Occupancy model (being written).
