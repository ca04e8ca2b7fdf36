// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QHostAddress>

#include <optional>

namespace Errata {

class WebServer;

// Where errata-cli serve listens, and on what terms: loopback unless told otherwise, and an address
// other machines can reach only with TLS (a sign-in cookie sent in clear could be read on the way).
class WebListen
{
    Q_DECLARE_TR_FUNCTIONS(WebListen)
public:
    QHostAddress address = QHostAddress::LocalHost;
    quint16 port = 8080;
    QString certificateFile;
    QString keyFile;

    // "127.0.0.1:8080", "[::1]:8080", "0.0.0.0:8443"; nullopt with *error otherwise.
    static std::optional<WebListen> parse(const QString &listen, const QString &certificate, const QString &key,
                                          QString *error);
    bool tls() const { return !certificateFile.isEmpty(); }
    // Loads the certificate and key when given, and listens: the port, or 0 with *error.
    quint16 start(WebServer &server, QString *error) const;
};

} // namespace Errata
