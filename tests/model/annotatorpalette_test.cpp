// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The annotator palette against the type colours, measured here with its own colour science: sRGB to
// CIELAB (D65), and the Machado et al. (2009) full-severity matrices for deuteranopia and protanopia,
// applied in linear RGB. Nothing here comes from the code under test except the colours themselves.
#include "model/domain/annotatorcolour.h"
#include "model/domain/taxonomyloader.h"

#include <QTest>

#include <array>
#include <cmath>

using namespace Errata;

namespace {

using Vec = std::array<double, 3>;
using Mat = std::array<Vec, 3>;

double toLinear(double c)
{
    return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
}

double toGamma(double c)
{
    c = std::clamp(c, 0.0, 1.0);
    return c <= 0.0031308 ? 12.92 * c : 1.055 * std::pow(c, 1 / 2.4) - 0.055;
}

Vec times(const Mat &m, const Vec &v)
{
    return {m[0][0] * v[0] + m[0][1] * v[1] + m[0][2] * v[2], m[1][0] * v[0] + m[1][1] * v[1] + m[1][2] * v[2],
            m[2][0] * v[0] + m[2][1] * v[1] + m[2][2] * v[2]};
}

Vec lab(const Vec &srgb)
{
    const Mat toXyz{{{0.4124, 0.3576, 0.1805}, {0.2126, 0.7152, 0.0722}, {0.0193, 0.1192, 0.9505}}};
    Vec xyz = times(toXyz, {toLinear(srgb[0]), toLinear(srgb[1]), toLinear(srgb[2])});
    const Vec white{0.95047, 1.0, 1.08883};
    Vec f;
    for (int i = 0; i < 3; ++i) {
        const double t = xyz[i] / white[i];
        f[i] = t > 216.0 / 24389 ? std::cbrt(t) : (24389.0 / 27 * t + 16) / 116;
    }
    return {116 * f[1] - 16, 500 * (f[0] - f[1]), 200 * (f[1] - f[2])};
}

enum class Vision { Normal, Deutan, Protan };

Vec seen(const QColor &colour, Vision vision)
{
    const Vec srgb{colour.redF(), colour.greenF(), colour.blueF()};
    if (vision == Vision::Normal) return lab(srgb);
    const Mat deutan{
        {{0.367322, 0.860646, -0.227968}, {0.280085, 0.672501, 0.047413}, {-0.011820, 0.042940, 0.968881}}};
    const Mat protan{
        {{0.152286, 1.052583, -0.204868}, {0.114503, 0.786281, 0.099216}, {-0.003882, -0.048116, 1.051998}}};
    const Vec simulated =
        times(vision == Vision::Deutan ? deutan : protan, {toLinear(srgb[0]), toLinear(srgb[1]), toLinear(srgb[2])});
    return lab({toGamma(simulated[0]), toGamma(simulated[1]), toGamma(simulated[2])});
}

double deltaE(const QColor &a, const QColor &b, Vision vision)
{
    const Vec x = seen(a, vision), y = seen(b, vision);
    return std::hypot(x[0] - y[0], x[1] - y[1], x[2] - y[2]);
}

} // namespace

class AnnotatorPaletteTest : public QObject
{
    Q_OBJECT

private slots:
    void labMatchesAKnownValue()
    {
        // Pure sRGB red is L* 53.24, a* 80.09, b* 67.20 (the usual published value).
        const Vec red = lab({1, 0, 0});
        QVERIFY(std::abs(red[0] - 53.24) < 0.05 && std::abs(red[1] - 80.09) < 0.1 && std::abs(red[2] - 67.20) < 0.1);
    }

    void annotatorsDifferFromEachOther()
    {
        const QList<QColor> &palette = annotatorPalette();
        QCOMPARE(palette.size(), 12);
        for (Vision vision : {Vision::Normal, Vision::Deutan, Vision::Protan}) {
            for (qsizetype i = 0; i < palette.size(); ++i) {
                for (qsizetype j = i + 1; j < palette.size(); ++j) {
                    const double distance = deltaE(palette[i], palette[j], vision);
                    QVERIFY2(distance >= 20,
                             qPrintable(QStringLiteral("annotators %1 and %2: ΔE %3 (vision %4)")
                                            .arg(i)
                                            .arg(j)
                                            .arg(distance)
                                            .arg(int(vision))));
                }
            }
        }
    }

    void annotatorsDifferFromEveryTypeColour()
    {
        int typeColours = 0;
        for (const QString &id : TaxonomyLoader::builtinIds()) {
            const auto loaded = TaxonomyLoader::builtin(id);
            QVERIFY2(loaded.taxonomy, qPrintable(id));
            for (const TaxonomyNode &node : loaded.taxonomy->nodes) {
                if (!node.color.isValid()) continue;
                ++typeColours;
                for (const QColor &person : annotatorPalette()) {
                    for (Vision vision : {Vision::Normal, Vision::Deutan, Vision::Protan}) {
                        const double distance = deltaE(person, node.color, vision);
                        QVERIFY2(distance >= 10,
                                 qPrintable(QStringLiteral("%1 %2 vs %3: ΔE %4 (vision %5)")
                                                .arg(id, node.key, person.name())
                                                .arg(distance)
                                                .arg(int(vision))));
                    }
                }
            }
        }
        QVERIFY(typeColours > 20);
        QCOMPARE(annotatorColour(12), annotatorColour(0)); // the thirteenth starts again
    }
};

QTEST_GUILESS_MAIN(AnnotatorPaletteTest)
#include "annotatorpalette_test.moc"
