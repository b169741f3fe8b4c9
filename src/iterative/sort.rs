//! The region sort, element for element as libstdc++'s `std::sort` does it.
//!
//! LLVM sorts the recorded regions with `llvm::sort` (which is `std::sort`
//! in a release build) under GCN's pressure comparison. That sort is not
//! stable and the comparison is not a strict weak order, so which of two
//! "equal" regions comes first is decided by the introsort's exact sequence
//! of comparisons and swaps. It matters: the max-occupancy mode stops at,
//! and swaps DAG mutations in, regions in sorted order. A stable sort, or
//! any other algorithm, would give a different order on ties, so this is a
//! faithful re-implementation of the GNU introsort (median-of-three
//! quicksort, heapsort below the depth limit, insertion sort for the last
//! 16-element runs), written against its documented structure.
//!
//! The unguarded loops of the C++ original run off the array when the
//! comparison is inconsistent; here every access is bounds-checked, so such
//! input panics (caught at the FFI boundary) instead of reading garbage.

/// Runs shorter than this are left for the final insertion sort.
const THRESHOLD: usize = 16;

/// Sort `v` in place, making exactly the comparisons and moves libstdc++'s
/// `std::sort(v.begin(), v.end(), less)` makes.
pub fn std_sort<T: Copy>(v: &mut [T], less: &mut impl FnMut(&T, &T) -> bool) {
    let n = v.len();
    if n < 2 {
        return;
    }
    introsort_loop(v, 0, n, 2 * floor_log2(n), less);
    final_insertion_sort(v, less);
}

fn floor_log2(n: usize) -> usize {
    (usize::BITS - 1 - n.leading_zeros()) as usize
}

fn introsort_loop<T: Copy>(
    v: &mut [T],
    first: usize,
    mut last: usize,
    mut depth: usize,
    less: &mut impl FnMut(&T, &T) -> bool,
) {
    while last - first > THRESHOLD {
        if depth == 0 {
            heap_sort(&mut v[first..last], less);
            return;
        }
        depth -= 1;
        let cut = partition_pivot(v, first, last, less);
        introsort_loop(v, cut, last, depth, less);
        last = cut;
    }
}

/// Median of (first+1, middle, last-1) moved to `first`, then a Hoare
/// partition of the rest around it.
fn partition_pivot<T: Copy>(
    v: &mut [T],
    first: usize,
    last: usize,
    less: &mut impl FnMut(&T, &T) -> bool,
) -> usize {
    let mid = first + (last - first) / 2;
    move_median_to_first(v, first, first + 1, mid, last - 1, less);
    unguarded_partition(v, first + 1, last, first, less)
}

fn move_median_to_first<T: Copy>(
    v: &mut [T],
    result: usize,
    a: usize,
    b: usize,
    c: usize,
    less: &mut impl FnMut(&T, &T) -> bool,
) {
    let pick = if less(&v[a], &v[b]) {
        if less(&v[b], &v[c]) {
            b
        } else if less(&v[a], &v[c]) {
            c
        } else {
            a
        }
    } else if less(&v[a], &v[c]) {
        a
    } else if less(&v[b], &v[c]) {
        c
    } else {
        b
    };
    v.swap(result, pick);
}

fn unguarded_partition<T: Copy>(
    v: &mut [T],
    mut first: usize,
    mut last: usize,
    pivot: usize,
    less: &mut impl FnMut(&T, &T) -> bool,
) -> usize {
    loop {
        while less(&v[first], &v[pivot]) {
            first += 1;
        }
        last -= 1;
        while less(&v[pivot], &v[last]) {
            last -= 1;
        }
        if first >= last {
            return first;
        }
        v.swap(first, last);
        first += 1;
    }
}

fn final_insertion_sort<T: Copy>(v: &mut [T], less: &mut impl FnMut(&T, &T) -> bool) {
    if v.len() > THRESHOLD {
        insertion_sort(&mut v[..THRESHOLD], less);
        // The first run holds an element no greater than anything after it,
        // so the rest can insert without a lower bound check.
        for i in THRESHOLD..v.len() {
            unguarded_linear_insert(v, i, less);
        }
    } else {
        insertion_sort(v, less);
    }
}

fn insertion_sort<T: Copy>(v: &mut [T], less: &mut impl FnMut(&T, &T) -> bool) {
    for i in 1..v.len() {
        if less(&v[i], &v[0]) {
            let val = v[i];
            v.copy_within(0..i, 1);
            v[0] = val;
        } else {
            unguarded_linear_insert(v, i, less);
        }
    }
}

fn unguarded_linear_insert<T: Copy>(v: &mut [T], mut last: usize, less: &mut impl FnMut(&T, &T) -> bool) {
    let val = v[last];
    let mut next = last - 1;
    while less(&val, &v[next]) {
        v[last] = v[next];
        last = next;
        next -= 1;
    }
    v[last] = val;
}

/// `std::partial_sort(first, last, last)`: make a max-heap, then pop it.
fn heap_sort<T: Copy>(v: &mut [T], less: &mut impl FnMut(&T, &T) -> bool) {
    let len = v.len();
    if len >= 2 {
        let mut parent = (len - 2) / 2;
        loop {
            let value = v[parent];
            adjust_heap(v, parent, len, value, less);
            if parent == 0 {
                break;
            }
            parent -= 1;
        }
    }
    let mut last = len;
    while last > 1 {
        last -= 1;
        let value = v[last];
        v[last] = v[0];
        adjust_heap(&mut v[..last], 0, last, value, less);
    }
}

/// Sift the hole at `hole` down to a leaf, then push `value` back up.
fn adjust_heap<T: Copy>(
    v: &mut [T],
    mut hole: usize,
    len: usize,
    value: T,
    less: &mut impl FnMut(&T, &T) -> bool,
) {
    let top = hole;
    let mut child = hole;
    while child < len.saturating_sub(1) / 2 {
        child = 2 * (child + 1);
        if less(&v[child], &v[child - 1]) {
            child -= 1;
        }
        v[hole] = v[child];
        hole = child;
    }
    if len & 1 == 0 && len >= 2 && child == (len - 2) / 2 {
        child = 2 * (child + 1);
        v[hole] = v[child - 1];
        hole = child - 1;
    }
    // push_heap
    while hole > top {
        let parent = (hole - 1) / 2;
        if !less(&v[parent], &value) {
            break;
        }
        v[hole] = v[parent];
        hole = parent;
    }
    v[hole] = value;
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #[test]
        fn sorts_like_a_sort(mut v in proptest::collection::vec(0u8..20, 0..200)) {
            let mut want = v.clone();
            want.sort();
            std_sort(&mut v, &mut |a, b| a < b);
            prop_assert_eq!(v, want);
        }

        #[test]
        fn heap_path_sorts(mut v in proptest::collection::vec(0u8..50, 0..80)) {
            let mut want = v.clone();
            want.sort();
            heap_sort(&mut v, &mut |a, b| a < b);
            prop_assert_eq!(v, want);
        }
    }

    #[test]
    fn ties_keep_introsort_order_not_input_order() {
        // Keys with ties, tagged with their input position: a stable sort
        // would keep tags ascending within a key; introsort's median-of-three
        // swap moves the middle element first, which the tags reveal.
        let keys = [3u32, 1, 2, 3, 1, 2, 3, 1, 2, 3, 1, 2, 3, 1, 2, 3, 1, 2, 3, 1];
        let mut v: Vec<(u32, usize)> = keys.iter().copied().zip(0..).collect();
        std_sort(&mut v, &mut |a, b| a.0 < b.0);
        assert!(v.windows(2).all(|w| w[0].0 <= w[1].0));
        let stable: Vec<usize> = {
            let mut s: Vec<(u32, usize)> = keys.iter().copied().zip(0..).collect();
            s.sort_by_key(|e| e.0);
            s.iter().map(|e| e.1).collect()
        };
        assert_ne!(v.iter().map(|e| e.1).collect::<Vec<_>>(), stable);
    }
}
