// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// One importer per executable: ERRATA_FUZZ_READER names the class (see tests/fuzz/CMakeLists.txt).
// Any input must give either a corpus whose spans lie inside their texts or an error that names
// the file; never a crash, a hang or undefined behaviour.
#include "fuzzcheck.h"

#include "model/interchange/erratajsonl.h"
#include "model/interchange/mqmtsvreader.h"
#include "model/interchange/openmevareader.h"
#include "model/interchange/scarecrowcsvreader.h"
#include "model/interchange/tgeareader.h"
#include "model/interchange/threshreader.h"

using namespace Qt::StringLiterals;
using namespace Errata;

namespace {
[[maybe_unused]] void check(const std::optional<Corpus> &corpus, const ImportError &error)
{
    if (corpus) {
        Fuzz::checkCorpus(*corpus);
    } else {
        Fuzz::require(!error.message().isEmpty(), "refused without a message");
    }
}

[[maybe_unused]] void check(const std::optional<Archive> &archive, const ImportError &error)
{
    if (archive) {
        for (const ArchiveItem &item : archive->items) {
            for (const ArchiveAnnotation &annotation : item.annotations) {
                for (const Span &span : annotation.spans) Fuzz::checkRange(span.range, item.item);
            }
        }
    } else {
        Fuzz::require(!error.message().isEmpty(), "refused without a message");
    }
}
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes = QByteArray::fromRawData(reinterpret_cast<const char *>(data), qsizetype(size));
    ImportError error;
    check(ERRATA_FUZZ_READER::read(bytes, u"fuzz-input"_s, &error), error);
    return 0;
}
