// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/storage/repository.h"

#include <QList>

#include <optional>

namespace Errata {

// One personal sign-in link as the coordinator's list shows it: never its token, which is not kept.
struct WebLink
{
    qint64 id = 0;
    qint64 personId = 0;
    QString createdAt;
    QString revokedAt; // empty while the link works
};

// The web page's sign-in links (errata-cli links, docs/web.md). A link is a random token of 32 bytes
// from the system's generator; the file keeps only its SHA-256, so a copy of the file signs nobody in.
// Making and revoking are the coordinator's (Permissions).
class WebLinkRepository final : public Repository
{
    Q_DECLARE_TR_FUNCTIONS(WebLinkRepository)
public:
    using Repository::Repository;

    // A new link for personId, made by actor: the token (base64url, 43 characters), or nullopt with
    // lastError(). Earlier links of that person keep working until revoked.
    std::optional<QString> make(qint64 actor, qint64 personId);
    // Revokes every working link of personId; how many, or -1 with lastError().
    int revoke(qint64 actor, qint64 personId);
    // Who a token signs in: an active person with a link not revoked; nullopt for anything else.
    std::optional<qint64> personOf(const QString &token);
    // The same, by the token's hash: a signed-in browser is asked again on every request, so a revoked
    // link ends its sessions at once.
    std::optional<qint64> personOfHash(const QString &tokenHash);
    QList<WebLink> all();

    static QString hashOf(const QString &token);
};

} // namespace Errata
