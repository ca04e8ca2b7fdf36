// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// A deterministic stand-in for libFuzzer's main() where libFuzzer is not available (GCC builds):
// the same command line (-max_total_time=S, -runs=N, -seed=N, -max_len=N, corpus folders or
// files), seeds read from the given paths, then seeded random mutations of them (bit flips, byte
// changes, insertions, deletions, duplicated chunks, splices of two seeds, interesting values).
// No coverage feedback: it finds crashes near the seeds, which is what a bounded CI run can.
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>

#include <csignal>
#include <cstdint>
#include <cstdio>
#include <random>
#include <fcntl.h>
#include <unistd.h>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv) __attribute__((weak));

namespace {

const QByteArray *current = nullptr;

// On a crash, the input that caused it goes to ./crash-input (as libFuzzer writes crash-<sha1>),
// so it can be replayed and kept as a regression seed.
void saveCrashingInput(int signal)
{
    if (current) {
        const int fd = ::open("crash-input", O_WRONLY | O_CREAT | O_TRUNC, 0644);
        if (fd >= 0) {
            [[maybe_unused]] const auto written = ::write(fd, current->constData(), size_t(current->size()));
            ::close(fd);
        }
    }
    std::signal(signal, SIG_DFL);
    std::raise(signal);
}

void run(const QByteArray &input)
{
    current = &input;
    LLVMFuzzerTestOneInput(reinterpret_cast<const uint8_t *>(input.constData()), size_t(input.size()));
    current = nullptr;
}

struct Options
{
    double seconds = 5;
    qint64 runs = -1;
    quint32 seed = 1;
    qsizetype maxLength = 64 * 1024;
    QStringList paths;
};

Options parse(int argc, char **argv)
{
    Options options;
    for (int i = 1; i < argc; ++i) {
        const QString arg = QString::fromLocal8Bit(argv[i]);
        const QString value = arg.section(u'=', 1);
        if (arg.startsWith(u"-max_total_time="))
            options.seconds = value.toDouble();
        else if (arg.startsWith(u"-runs="))
            options.runs = value.toLongLong();
        else if (arg.startsWith(u"-seed="))
            options.seed = value.toUInt();
        else if (arg.startsWith(u"-max_len="))
            options.maxLength = value.toLongLong();
        else if (!arg.startsWith(u'-'))
            options.paths << arg;
    }
    return options;
}

QList<QByteArray> loadSeeds(const Options &options)
{
    QList<QByteArray> seeds;
    const auto add = [&](const QString &path) {
        QFile file(path);
        if (file.open(QIODevice::ReadOnly)) seeds << file.read(options.maxLength);
    };
    for (const QString &path : options.paths) {
        if (!QFileInfo(path).isDir()) {
            add(path);
            continue;
        }
        QDirIterator it(path, QDir::Files, QDirIterator::Subdirectories);
        QStringList files;
        while (it.hasNext()) files << it.next();
        files.sort(); // the same order on every machine: runs are reproducible from the seed
        for (const QString &file : files) add(file);
    }
    if (seeds.isEmpty()) seeds << QByteArray();
    return seeds;
}

QByteArray mutate(QByteArray input, const QList<QByteArray> &seeds, std::mt19937 &rng, qsizetype maxLength)
{
    const auto below = [&](qsizetype n) { return n <= 0 ? qsizetype(0) : qsizetype(rng() % quint64(n)); };
    static const QList<QByteArray> interesting{
        "\0",  "\xff",       "\x7f",  "\"",  "'",    "\\",           "[",
        "]",   "{",          "}",     ",",   "\n",   "\t",           "-1",
        "0",   "2147483648", "1e308", "NaN", "null", "\xed\xa0\x80", "\xf0\x9f\x98\x80",
        "\r\n"};
    const int steps = 1 + int(below(4));
    for (int s = 0; s < steps; ++s) {
        const qsizetype at = below(input.size() + 1);
        switch (below(7)) {
        case 0:
            if (!input.isEmpty()) input[below(input.size())] ^= char(1 << below(8));
            break;
        case 1:
            if (!input.isEmpty()) input[below(input.size())] = char(rng());
            break;
        case 2: input.insert(at, interesting.at(below(interesting.size()))); break;
        case 3: input.remove(at, below(16)); break;
        case 4: input.insert(at, input.mid(below(input.size()), below(64))); break;
        case 5: {
            const QByteArray &other = seeds.at(below(seeds.size()));
            input = input.left(at) + other.mid(below(other.size()));
            break;
        }
        default: input.truncate(at); break;
        }
    }
    return input.left(maxLength);
}

} // namespace

int main(int argc, char **argv)
{
    if (LLVMFuzzerInitialize) LLVMFuzzerInitialize(&argc, &argv);
    const Options options = parse(argc, argv);
    const QList<QByteArray> seeds = loadSeeds(options);
    std::mt19937 rng(options.seed);
    QElapsedTimer clock;
    clock.start();
    qint64 executions = 0;
    for (int signal : {SIGABRT, SIGSEGV, SIGBUS, SIGFPE, SIGILL}) std::signal(signal, saveCrashingInput);
    for (const QByteArray &seed : seeds) { // every seed once as it is
        run(seed);
        ++executions;
    }
    while ((options.runs < 0 || executions < options.runs) && clock.elapsed() < qint64(options.seconds * 1000)) {
        run(mutate(seeds.at(qsizetype(rng() % quint64(seeds.size()))), seeds, rng, options.maxLength));
        ++executions;
    }
    std::printf("#%lld DONE (fallback driver, %lld seeds, seed %u, %.1f s)\n", static_cast<long long>(executions),
                static_cast<long long>(seeds.size()), options.seed, double(clock.elapsed()) / 1000);
    return 0;
}
