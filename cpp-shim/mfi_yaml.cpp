// Reading and writing AMDGPU's private machine-function info through the public MIR-YAML
// hooks of TargetMachine (wwm-prealloc.md §5.1). The text edits, the choice
// of what is parsed and the guard comparison are Rust's (src/funcinfo); this
// file only parses, freezes and prints.
#include "shim.h"

#include "llvm/AsmParser/SlotMapping.h"
#include "llvm/CodeGen/MIRParser/MIParser.h"
#include "llvm/CodeGen/MIRYamlMapping.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/YAMLTraits.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Target/TargetMachine.h"
#include <mutex>

using namespace llvm;

namespace {
// One top-level key around the target's MFI mapping, so the text looks like
// the `machineFunctionInfo:` section of a MIR file (read and written alike).
struct FuncInfoDoc {
  std::unique_ptr<yaml::MachineFunctionInfo> MFI;
};

GcnrsStr str(StringRef S) { return GcnrsStr{S.data(), S.size()}; }
} // namespace

namespace llvm::yaml {
template <> struct MappingTraits<FuncInfoDoc> {
  static void mapping(IO &YamlIO, FuncInfoDoc &D) {
    YamlIO.mapOptional("machineFunctionInfo", D.MFI);
  }
};
} // namespace llvm::yaml

namespace gcnrs {

std::string functionInfoYAML(const MachineFunction &MF) {
  FuncInfoDoc D;
  D.MFI.reset(MF.getTarget().convertFuncInfoToYAML(MF));
  std::string S;
  if (!D.MFI)
    return S;
  raw_string_ostream OS(S);
  yaml::Output Out(OS);
  Out << D;
  return S;
}

// A PerTargetMIParsingState builds a table of every register name (thousands
// of lowered strings) the first time a register is looked up, and parsing
// function info always looks some up: with a fresh state per parse, one
// occupancy write cost milliseconds. States are kept per subtarget until the
// next code-generation pipeline is built (forgetParsingStates), so none
// outlives the TargetMachine it was made for.
static std::mutex ParsingStatesLock;
static DenseMap<const TargetSubtargetInfo *,
                std::unique_ptr<PerTargetMIParsingState>> &
parsingStates() {
  static DenseMap<const TargetSubtargetInfo *,
                  std::unique_ptr<PerTargetMIParsingState>>
      States;
  return States;
}

void forgetParsingStates() {
  std::lock_guard<std::mutex> Guard(ParsingStatesLock);
  parsingStates().clear();
}

/// Parse Text into MF's function info. On failure the info may be partly
/// assigned; the caller restores it.
static bool parseInto(MachineFunction &MF, StringRef Text, std::string &Err) {
  const TargetMachine &TM = MF.getTarget();
  FuncInfoDoc Doc;
  Doc.MFI.reset(TM.createDefaultFuncInfoYAML());
  if (!Doc.MFI) {
    Err = "the target has no machine function info serialisation";
    return false;
  }
  std::string YamlErr;
  yaml::Input In(
      Text, /*Ctxt=*/nullptr,
      [](const SMDiagnostic &D, void *Ctx) {
        *static_cast<std::string *>(Ctx) += D.getMessage().str();
      },
      &YamlErr);
  // The scalar traits of yaml::StringValue read the context as the Input.
  In.setContext(&In);
  In >> Doc;
  if (In.error() || !YamlErr.empty()) {
    Err = "YAML: " + (YamlErr.empty() ? In.error().message() : YamlErr);
    return false;
  }

  SourceMgr SM;
  SM.AddNewSourceBuffer(
      MemoryBuffer::getMemBufferCopy(Text, "gcnrs machineFunctionInfo"), SMLoc());
  SlotMapping Slots;
  std::lock_guard<std::mutex> Guard(ParsingStatesLock);
  std::unique_ptr<PerTargetMIParsingState> &PTS =
      parsingStates()[&MF.getSubtarget()];
  if (!PTS)
    PTS = std::make_unique<PerTargetMIParsingState>(MF.getSubtarget());
  PerFunctionMIParsingState PFS(MF, SM, Slots, *PTS);
  SMDiagnostic Diag;
  SMRange Range;
  if (TM.parseMachineFunctionInfo(*Doc.MFI, PFS, Diag, Range)) {
    Err = ("parse: " + Diag.getMessage()).str();
    return false;
  }
  MF.getRegInfo().freezeReservedRegs();
  return true;
}

bool writeFunctionInfoYAML(MachineFunction &MF, StringRef Edited,
                           std::string &Err) {
  const std::string Original = functionInfoYAML(MF);
  RustText ToParse;
  if (gcnrs_funcinfo_parse_text(str(Edited), &ToParse.T) != GCNRS_OK) {
    Err = ToParse.str().str();
    return false;
  }
  // Restoring re-parses the original (without the additive keys): assigned
  // fields go back; a WWM register added by a failed edit cannot be removed
  // (the set only grows), which the message says.
  auto Restore = [&](std::string Why) {
    RustText Orig;
    std::string E2;
    if (gcnrs_funcinfo_parse_text(str(Original), &Orig.T) != GCNRS_OK ||
        !parseInto(MF, Orig.str(), E2))
      Why += "; restoring the previous function info failed too";
    Err = Why;
    return false;
  };
  if (!parseInto(MF, ToParse.str(), Err))
    return Restore(Err);
  const std::string Again = functionInfoYAML(MF);
  RustText Msg;
  if (gcnrs_funcinfo_check(str(Edited), str(Again), &Msg.T) != GCNRS_OK)
    return Restore(Msg.str().str());
  return true;
}

bool setFunctionInfoScalar(MachineFunction &MF, StringRef Key, StringRef Value,
                           std::string &Err) {
  const std::string Text = functionInfoYAML(MF);
  RustText Edited;
  if (gcnrs_funcinfo_set_scalar(str(Text), str(Key), str(Value), &Edited.T) !=
      GCNRS_OK) {
    Err = Edited.str().str();
    return false;
  }
  return writeFunctionInfoYAML(MF, Edited.str(), Err);
}

bool addWWMReservedRegs(MachineFunction &MF, StringRef Regs, std::string &Err) {
  const std::string Text = functionInfoYAML(MF);
  RustText Edited;
  if (gcnrs_funcinfo_add_wwm_reserved(str(Text), str(Regs), &Edited.T) !=
      GCNRS_OK) {
    Err = Edited.str().str();
    return false;
  }
  return writeFunctionInfoYAML(MF, Edited.str(), Err);
}

} // namespace gcnrs
