// gcnrs_mca_simulate: LLVM's MCA library on asm text, for the gcnrs-mca
// tool (src/bin/gcnrs-mca.rs). It does what llvm-mca-22 does with
// -iterations=1 and its default options, with one difference: the text is
// parsed once. llvm-mca parses its whole input twice (once for the code
// regions, once for instrument regions, which AMDGPU has none of), and on
// the corpus parsing is most of its time; Rust also hands each distinct
// line over once. Regions come from Rust as sequences of lines, not as
// comments, so no comment consumer is needed either.
//
// Nothing here decides anything: the numbers are the MCA library's, read
// the way llvm-mca's summary and resource-pressure views read them.
#include "gcnrs.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/MC/MCAsmInfo.h"
#include "llvm/MC/MCContext.h"
#include "llvm/MC/MCInst.h"
#include "llvm/MC/MCInstPrinter.h"
#include "llvm/MC/MCInstrAnalysis.h"
#include "llvm/MC/MCInstrInfo.h"
#include "llvm/MC/MCObjectFileInfo.h"
#include "llvm/MC/MCParser/AsmLexer.h"
#include "llvm/MC/MCParser/MCAsmParser.h"
#include "llvm/MC/MCParser/MCTargetAsmParser.h"
#include "llvm/MC/MCRegisterInfo.h"
#include "llvm/MC/MCStreamer.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/MC/MCTargetOptions.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/MCA/Context.h"
#include "llvm/MCA/CustomBehaviour.h"
#include "llvm/MCA/HWEventListener.h"
#include "llvm/MCA/InstrBuilder.h"
#include "llvm/MCA/Pipeline.h"
#include "llvm/MCA/SourceMgr.h"
#include "llvm/MCA/Support.h"
#include "llvm/Support/FormattedStream.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/TargetParser/SubtargetFeature.h"
#include "llvm/TargetParser/Triple.h"

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <map>
#include <memory>
#include <string>
#include <vector>

extern "C" {
void LLVMInitializeAMDGPUTargetInfo();
void LLVMInitializeAMDGPUTargetMC();
void LLVMInitializeAMDGPUAsmParser();
void LLVMInitializeAMDGPUTargetMCA();
}

using namespace llvm;

namespace {

StringRef str(GcnrsStr s) { return StringRef(s.ptr ? s.ptr : "", s.len); }

void set_error(char *error, size_t cap, const std::string &msg) {
  if (!error || cap == 0)
    return;
  size_t n = std::min(cap - 1, msg.size());
  std::memcpy(error, msg.data(), n);
  error[n] = '\0';
}

// Keeps every instruction the parser emits, with its location; directives
// and symbols are accepted and ignored, as llvm-mca's own streamer does.
class InstCollector final : public MCStreamer {
public:
  std::vector<MCInst> Insts;
  explicit InstCollector(MCContext &Ctx) : MCStreamer(Ctx) {}
  void emitInstruction(const MCInst &Inst, const MCSubtargetInfo &) override { Insts.push_back(Inst); }
  bool emitSymbolAttribute(MCSymbol *, MCSymbolAttr) override { return true; }
  void emitCommonSymbol(MCSymbol *, uint64_t, Align) override {}
  void emitZerofill(MCSection *, MCSymbol *, uint64_t, Align, SMLoc) override {}
};

// What llvm-mca's summary view and resource-pressure view accumulate, for
// one iteration: micro-ops and resource cycles of retired instructions
// (for Block RThroughput), and cycles per resource unit of issued ones
// (the pressure row).
class Counters final : public mca::HWEventListener {
  const MCSchedModel &SM;
  SmallVector<uint64_t> Masks;
  SmallVector<unsigned> IndexToProcRes;
  std::map<std::pair<uint64_t, uint64_t>, double> UnitCycles;

  // Cycles since an instruction last moved (was dispatched, became ready,
  // issued, executed or retired).
  uint64_t Cycle = 0, LastMove = 0;
  std::string Where;

public:
  unsigned NumMicroOps = 0;
  SmallVector<unsigned> ProcResourceUsage;

  Counters(const MCSchedModel &Model, std::string Where)
      : SM(Model), Masks(Model.getNumProcResourceKinds()),
        IndexToProcRes(Model.getNumProcResourceKinds(), 0),
        ProcResourceUsage(Model.getNumProcResourceKinds(), 0), Where(std::move(Where)) {
    mca::computeProcResourceMasks(SM, Masks);
    for (unsigned I = 1, E = SM.getNumProcResourceKinds(); I < E; ++I)
      IndexToProcRes[mca::getResourceStateIndex(Masks[I])] = I;
  }

  // LLVM 22's in-order issue stage stalls for good on some MFMA code (a
  // ds_read, a VALU with a carry out and an MFMA reading the loaded
  // register): the pipeline then runs forever and nothing can stop it from
  // outside. No latency in the AMDGPU models comes near StallCycles, so
  // that long without a move is that stall; the tool process ends there,
  // with one line, instead of spinning until its caller's CPU deadline.
  static constexpr uint64_t StallCycles = 100000;
  void onCycleEnd() override {
    if (++Cycle - LastMove > StallCycles) {
      errs() << Where << ": error: the region starting here stalled: no instruction moved for "
             << StallCycles << " cycles (LLVM 22's MCA stalls for good on some MFMA code)\n";
      errs().flush();
      std::_Exit(3);
    }
  }

  void onEvent(const mca::HWInstructionEvent &Event) override {
    LastMove = Cycle;
    if (Event.Type == mca::HWInstructionEvent::Issued) {
      const auto &Issued = static_cast<const mca::HWInstructionIssuedEvent &>(Event);
      for (const mca::ResourceUse &Use : Issued.UsedResources)
        UnitCycles[{Use.first.first, Use.first.second}] += double(Use.second);
      return;
    }
    if (Event.Type != mca::HWInstructionEvent::Retired)
      return;
    const mca::InstrDesc &Desc = Event.IR.getInstruction()->getDesc();
    NumMicroOps += Desc.NumMicroOps;
    for (const auto &RU : Desc.Resources)
      if (RU.second.size())
        ProcResourceUsage[IndexToProcRes[mca::getResourceStateIndex(RU.first)]] += RU.second.size();
  }

  double maxUnitCycles() const {
    double Max = 0;
    for (const auto &KV : UnitCycles)
      Max = std::max(Max, KV.second);
    return Max;
  }
};

struct FirstError {
  std::string Message;
};

void onDiagnostic(const SMDiagnostic &D, void *Ctx) {
  auto *E = static_cast<FirstError *>(Ctx);
  if (D.getKind() != SourceMgr::DK_Error || !E->Message.empty())
    return;
  E->Message = (Twine(D.getLineNo()) + ":" + Twine(D.getColumnNo() + 1) + ": error: " + D.getMessage()).str();
}

GcnrsStatus simulate(GcnrsStr TripleS, GcnrsStr CpuS, GcnrsStr MattrS, GcnrsStr Name, GcnrsStr TextS,
                     GcnrsMcaRegion *Regions, size_t NumRegions, std::string &Err) {
  LLVMInitializeAMDGPUTargetInfo();
  LLVMInitializeAMDGPUTargetMC();
  LLVMInitializeAMDGPUAsmParser();
  LLVMInitializeAMDGPUTargetMCA();

  Triple TT(Triple::normalize(str(TripleS)));
  std::string Lookup;
  const Target *T = TargetRegistry::lookupTarget("", TT, Lookup);
  if (!T) {
    Err = "error: " + Lookup;
    return GCNRS_ERROR;
  }
  std::string Features;
  if (MattrS.len) {
    SubtargetFeatures F;
    SmallVector<StringRef> Parts;
    str(MattrS).split(Parts, ',', -1, false);
    for (StringRef P : Parts)
      F.AddFeature(P);
    Features = F.getString();
  }
  std::unique_ptr<MCSubtargetInfo> STI(T->createMCSubtargetInfo(TT, str(CpuS), Features));
  if (!STI || !STI->isCPUStringValid(str(CpuS))) {
    Err = ("error: unknown CPU '" + str(CpuS) + "'").str();
    return GCNRS_ERROR;
  }
  const MCSchedModel &SM = STI->getSchedModel();
  if (!SM.hasInstrSchedModel()) {
    Err = ("error: no instruction scheduling model for '" + str(CpuS) + "'").str();
    return GCNRS_ERROR;
  }
  std::unique_ptr<MCRegisterInfo> MRI(T->createMCRegInfo(TT));
  MCTargetOptions MCOptions;
  std::unique_ptr<MCAsmInfo> MAI(T->createMCAsmInfo(*MRI, TT, MCOptions));
  std::unique_ptr<MCInstrInfo> MCII(T->createMCInstrInfo());
  std::unique_ptr<MCInstrAnalysis> MCIA(T->createMCInstrAnalysis(MCII.get()));
  std::unique_ptr<MCInstPrinter> IP(T->createMCInstPrinter(TT, 0, *MAI, *MCII, *MRI));

  SourceMgr SrcMgr;
  FirstError Diag;
  SrcMgr.setDiagHandler(onDiagnostic, &Diag);
  SrcMgr.AddNewSourceBuffer(MemoryBuffer::getMemBuffer(str(TextS), str(Name), false), SMLoc());

  MCContext Ctx(TT, MAI.get(), MRI.get(), STI.get(), &SrcMgr);
  std::unique_ptr<MCObjectFileInfo> MOFI(T->createMCObjectFileInfo(Ctx, /*PIC=*/false));
  Ctx.setObjectFileInfo(MOFI.get());

  InstCollector Streamer(Ctx);
  // Some directives need a target streamer; its text goes nowhere.
  formatted_raw_ostream Nowhere(nulls());
  T->createAsmTargetStreamer(Streamer, Nowhere, IP.get());
  std::unique_ptr<MCAsmParser> Parser(createMCAsmParser(SrcMgr, Ctx, Streamer, *MAI));
  // As llvm-mca lexes (MASM-style integer literals accepted).
  Parser->getLexer().setLexMasmIntegers(true);
  MCTargetOptions ParserOptions;
  ParserOptions.PreserveAsmComments = false;
  std::unique_ptr<MCTargetAsmParser> TAP(T->createMCAsmParser(*STI, *Parser, *MCII, ParserOptions));
  if (!TAP) {
    Err = "error: the target has no asm parser";
    return GCNRS_ERROR;
  }
  Parser->setTargetParser(*TAP);
  if (Parser->Run(false) || !Diag.Message.empty()) {
    Err = Diag.Message.empty() ? "error: the asm does not parse" : Diag.Message;
    return GCNRS_ERROR;
  }

  // Instructions by line of the text.
  std::vector<SmallVector<const MCInst *, 1>> ByLine(str(TextS).count('\n') + 2);
  for (const MCInst &I : Streamer.Insts) {
    unsigned Line = SrcMgr.FindLineNumber(I.getLoc());
    if (Line < ByLine.size())
      ByLine[Line].push_back(&I);
  }

  std::unique_ptr<mca::InstrumentManager> IM(T->createInstrumentManager(*STI, *MCII));
  if (!IM)
    IM = std::make_unique<mca::InstrumentManager>(*STI, *MCII);
  std::unique_ptr<mca::InstrPostProcess> IPP(T->createInstrPostProcess(*STI, *MCII));
  if (!IPP)
    IPP = std::make_unique<mca::InstrPostProcess>(*STI, *MCII);
  mca::InstrBuilder IB(*STI, *MCII, *MRI, MCIA.get(), *IM, /*CallLatency=*/100);
  mca::Context MCA(*MRI, *STI);
  // llvm-mca's defaults: every size from the model, loads and stores do
  // not alias.
  mca::PipelineOptions PO(0, 0, 0, 0, 0, 0, /*NoAlias=*/true);
  const SmallVector<mca::Instrument *> NoInstruments;

  for (size_t R = 0; R < NumRegions; ++R) {
    GcnrsMcaRegion &Out = Regions[R];
    Out.instructions = 0;
    Out.total_cycles = 0;
    Out.block_rthroughput = 0;
    Out.max_pressure = 0;
    std::vector<const MCInst *> Code;
    for (size_t L = 0; L < Out.num_lines; ++L)
      if (Out.lines[L] < ByLine.size())
        Code.insert(Code.end(), ByLine[Out.lines[L]].begin(), ByLine[Out.lines[L]].end());
    if (Code.empty())
      continue;
    IB.clear();
    IPP->resetState();
    SmallVector<std::unique_ptr<mca::Instruction>> Lowered;
    for (const MCInst *MCI : Code) {
      Expected<std::unique_ptr<mca::Instruction>> Inst = IB.createInstruction(*MCI, NoInstruments);
      if (!Inst) {
        std::string Msg;
        handleAllErrors(
            Inst.takeError(),
            [&](const mca::InstructionError<MCInst> &IE) {
              std::string Text;
              raw_string_ostream OS(Text);
              IP->printInst(&IE.Inst, 0, "", *STI, OS);
              auto [Line, Col] = SrcMgr.getLineAndColumn(MCI->getLoc());
              Msg = (Twine(Line) + ":" + Twine(Col) + ": error: " + IE.Message + ": " + StringRef(Text).trim()).str();
            },
            [&](const ErrorInfoBase &E) { Msg = "error: " + E.message(); });
        Err = Msg;
        return GCNRS_ERROR;
      }
      IPP->postProcessInstruction(*Inst.get(), *MCI);
      Lowered.emplace_back(std::move(Inst.get()));
    }
    mca::CircularSourceMgr S(Lowered, /*Iterations=*/1);
    std::unique_ptr<mca::CustomBehaviour> CB(T->createCustomBehaviour(*STI, S, *MCII));
    if (!CB)
      CB = std::make_unique<mca::CustomBehaviour>(*STI, S, *MCII);
    auto P = MCA.createDefaultPipeline(PO, S, *CB);
    Counters C(SM, (str(Name) + ":" + Twine(Out.input_line) + ":1").str());
    P->addEventListener(&C);
    Expected<unsigned> Cycles = P->run();
    if (!Cycles) {
      Err = "error: " + toString(Cycles.takeError());
      return GCNRS_ERROR;
    }
    Out.instructions = static_cast<uint32_t>(Lowered.size());
    Out.total_cycles = *Cycles;
    Out.block_rthroughput = mca::computeBlockRThroughput(SM, SM.IssueWidth, C.NumMicroOps, C.ProcResourceUsage);
    Out.max_pressure = C.maxUnitCycles();
  }
  return GCNRS_OK;
}

} // namespace

extern "C" GcnrsStatus gcnrs_mca_simulate(GcnrsStr triple, GcnrsStr cpu, GcnrsStr mattr, GcnrsStr name,
                                          GcnrsStr text, GcnrsMcaRegion *regions, size_t num_regions,
                                          char *error, size_t error_cap) {
  std::string Err;
  GcnrsStatus S = simulate(triple, cpu, mattr, name, text, regions, num_regions, Err);
  if (S != GCNRS_OK)
    set_error(error, error_cap, Err.empty() ? std::string("error: LLVM's MCA failed") : Err);
  return S;
}
