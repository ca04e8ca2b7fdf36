// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/storage/statement.h"

#include "model/storage/database.h"

namespace Errata {

Statement::~Statement()
{
    release();
}

void Statement::release()
{
    if (!m_query) {
        return;
    }
    m_database->giveBack(m_query);
    if (m_lent) {
        *m_lent = false;
    }
    m_private.reset();
    m_query = nullptr;
    m_lent = nullptr;
    m_database = nullptr;
}

} // namespace Errata
