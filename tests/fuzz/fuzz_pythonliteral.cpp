// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The Scarecrow Python-literal parser only parses: any text gives a value or an error with a
// column inside the text, and a string it accepts survives quoted() and a second parse.
#include "fuzzcheck.h"

#include "model/interchange/pythonliteral.h"

using namespace Errata;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QString text = QString::fromUtf8(reinterpret_cast<const char *>(data), qsizetype(size));
    PythonLiteral::Error error;
    const auto value = PythonLiteral::parse(text, &error);
    if (!value) {
        Fuzz::require(error.column >= 0 && error.column <= text.size() + 1, "error column outside the text");
        Fuzz::require(!error.reason.isEmpty(), "error without a reason");
        return 0;
    }
    if (value->typeId() == QMetaType::QString) {
        const QString quoted = PythonLiteral::quoted(value->toString());
        PythonLiteral::Error again;
        const auto reparsed = PythonLiteral::parse(quoted, &again);
        Fuzz::require(reparsed && reparsed->toString() == value->toString(), "quoted() does not round-trip");
    }
    return 0;
}
