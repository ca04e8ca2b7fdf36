// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "checkedoutput.h"

#include "model/storage/integritycheck.h"

namespace Errata {

CheckedOutput::CheckedOutput(QIODevice *target)
    : m_target(target)
{
    open(QIODevice::WriteOnly | QIODevice::Unbuffered);
}

CheckedOutput::~CheckedOutput()
{
    refusal(); // a check cannot be stopped half-way: the thread ends before its connection's driver does
}

void CheckedOutput::check(const QString &path)
{
    refusal(); // a check still running answers first: the first refusal is kept
    // quickIntegrityCheck makes and removes its own read-only connection on the thread it runs on.
    m_check = std::async(std::launch::async, [path] { return quickIntegrityCheck(path); });
}

QString CheckedOutput::refusal()
{
    if (m_check.valid()) {
        const QString answer = m_check.get();
        if (m_refusal.isEmpty()) m_refusal = answer;
    }
    return m_refusal;
}

qint64 CheckedOutput::writeData(const char *data, qint64 length)
{
    if (!refusal().isEmpty()) {
        return length; // dropped: what was computed from a damaged file is not printed
    }
    return m_target->write(data, length);
}

} // namespace Errata
