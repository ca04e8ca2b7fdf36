// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/storage/weblinkrepository.h"

#include "model/storage/permissions.h"

#include <QCryptographicHash>
#include <QRandomGenerator>

using namespace Qt::StringLiterals;

namespace Errata {

namespace {

// 256 bits: guessing one of a study's links is out of reach however many requests are made.
QString freshToken()
{
    QByteArray bytes(32, Qt::Uninitialized);
    QRandomGenerator::system()->generate(bytes.begin(), bytes.end());
    return QString::fromLatin1(bytes.toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals));
}

} // namespace

QString WebLinkRepository::hashOf(const QString &token)
{
    return QString::fromLatin1(QCryptographicHash::hash(token.toUtf8(), QCryptographicHash::Sha256).toHex());
}

std::optional<QString> WebLinkRepository::make(qint64 actor, qint64 personId)
{
    if (const QString refusal = Permissions::coordinatorRefusal(m_database, actor, tr("make sign-in links"));
        !refusal.isEmpty()) {
        fail(refusal);
        return std::nullopt;
    }
    const QString token = freshToken();
    Statement query;
    if (!run(query, u"INSERT INTO web_link (person_id, token_hash, created_by, created_at) VALUES (?, ?, ?, ?)"_s,
             {personId, hashOf(token), actor, now()})) {
        return std::nullopt;
    }
    return token;
}

int WebLinkRepository::revoke(qint64 actor, qint64 personId)
{
    if (const QString refusal = Permissions::coordinatorRefusal(m_database, actor, tr("revoke sign-in links"));
        !refusal.isEmpty()) {
        fail(refusal);
        return -1;
    }
    Statement query;
    if (!run(query, u"UPDATE web_link SET revoked_at = ? WHERE person_id = ? AND revoked_at IS NULL"_s,
             {now(), personId})) {
        return -1;
    }
    return query->numRowsAffected();
}

std::optional<qint64> WebLinkRepository::personOf(const QString &token)
{
    if (token.size() != 43) return std::nullopt; // not one of ours: no lookup
    return personOfHash(hashOf(token));
}

std::optional<qint64> WebLinkRepository::personOfHash(const QString &tokenHash)
{
    Statement query;
    if (!run(query,
             u"SELECT w.person_id FROM web_link w JOIN person p ON p.id = w.person_id "
             u"WHERE w.token_hash = ? AND w.revoked_at IS NULL AND p.active = 1"_s,
             {tokenHash})
        || !query->next()) {
        return std::nullopt;
    }
    return query->value(0).toLongLong();
}

QList<WebLink> WebLinkRepository::all()
{
    QList<WebLink> links;
    Statement query;
    if (!run(query, u"SELECT id, person_id, created_at, revoked_at FROM web_link ORDER BY id"_s)) return links;
    while (query->next()) {
        links.append({query->value(0).toLongLong(), query->value(1).toLongLong(), query->value(2).toString(),
                      query->value(3).toString()});
    }
    return links;
}

} // namespace Errata
