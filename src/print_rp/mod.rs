//! amdgpu-print-rp compatible printer (being written).
