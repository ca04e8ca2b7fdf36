// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "weblisten.h"

#include "webserver.h"

#include <QFile>
#include <QSslCertificate>
#include <QSslKey>
#include <QTcpServer>

using namespace Qt::StringLiterals;

namespace Errata {

std::optional<WebListen> WebListen::parse(const QString &listen, const QString &certificate, const QString &key,
                                          QString *error)
{
    WebListen result;
    const qsizetype colon = listen.lastIndexOf(u':');
    QString host = listen.left(colon);
    if (host.startsWith(u'[') && host.endsWith(u']')) host = host.mid(1, host.size() - 2);
    bool portOk = false;
    const uint port = listen.mid(colon + 1).toUInt(&portOk);
    if (colon < 0 || !portOk || port > 65535 || !result.address.setAddress(host)) {
        *error = tr("--listen takes ADDRESS:PORT, such as 127.0.0.1:8080 or [::1]:8080, not \"%1\".").arg(listen);
        return std::nullopt;
    }
    result.port = quint16(port);
    if (certificate.isEmpty() != key.isEmpty()) {
        *error = tr("--tls-cert and --tls-key go together.");
        return std::nullopt;
    }
    result.certificateFile = certificate;
    result.keyFile = key;
    if (!result.address.isLoopback() && !result.tls()) {
        *error = tr("%1 can be reached from other machines: give --tls-cert and --tls-key, or listen on "
                    "127.0.0.1 behind a reverse proxy that does TLS (docs/web.md).")
                     .arg(result.address.toString());
        return std::nullopt;
    }
    return result;
}

quint16 WebListen::start(WebServer &server, QString *error) const
{
    if (tls()) {
        QFile certificate(certificateFile), key(keyFile);
        if (!certificate.open(QIODevice::ReadOnly) || !key.open(QIODevice::ReadOnly)) {
            *error = tr("Cannot read %1.").arg(certificate.isOpen() ? keyFile : certificateFile);
            return 0;
        }
        const QSslCertificate parsed(&certificate, QSsl::Pem);
        QSslKey privateKey(&key, QSsl::Rsa, QSsl::Pem);
        if (privateKey.isNull()) {
            key.seek(0);
            privateKey = QSslKey(&key, QSsl::Ec, QSsl::Pem);
        }
        if (parsed.isNull() || privateKey.isNull()) {
            *error = tr("%1 and %2 are not a PEM certificate and its private key.").arg(certificateFile, keyFile);
            return 0;
        }
        server.sslSetup(parsed, privateKey);
    }
    const quint16 bound = server.listen(address, port);
    if (bound == 0)
        *error = tr("Cannot listen on %1 port %2 (in use, or not this machine's address).")
                     .arg(address.toString())
                     .arg(port);
    return bound;
}

} // namespace Errata
