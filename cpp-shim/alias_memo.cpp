// Alias answers kept across the DAG builds of one function.
#include "alias_memo.h"

using namespace llvm;

namespace gcnrs {

AliasMemo::AliasMemo(AAResults &Real, const Triple &T)
    : LibImpl(T), Lib(LibImpl), Batch(Real), Member(Real, Batch), Results(Lib) {
  Results.addAAResult(Member);
}

} // namespace gcnrs
