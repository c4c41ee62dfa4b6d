#include "rating.h"

#include <algorithm>
#include <cmath>
#include <numbers>
#include <vector>

namespace ferz {

namespace {

// The paper's numbers. Scale converts between the Glicko scale (1500 ± hundreds) and the
// Glicko-2 scale (0 ± a few): it is 400 / ln 10, the slope of the Elo-like logistic curve.
constexpr double Scale = 173.7178;
constexpr double UnratedRating = 1500;
// Step 5 stops when the volatility's bracket is this narrow (on the log-variance scale).
constexpr double Epsilon = 0.000001;
// Step 5's iterations, bounded whatever the input. Widening the bracket needs at most
// ceil(τ / 2) steps (see newVolatility()); the Illinois iteration converges superlinearly and
// takes about 5 to 10 steps on real results, so these caps are never reached in practice:
// they only guarantee the loops end.
constexpr int MaxBracketSteps = 64;
constexpr int MaxIllinoisSteps = 200;
// The inverse of the expected score stops short of certainty, which no rating gives.
constexpr double MinExpected = 0.001;
constexpr double MaxExpected = 0.999;

// A value clamped to lo … hi (an infinity to its end), or `fallback` when it is not a number.
double sane(double x, double lo, double hi, double fallback) {
    return std::isnan(x) ? fallback : std::clamp(x, lo, hi);
}

double saneRating(double r) {
    return sane(r, Rating::MinRating, Rating::MaxRating, UnratedRating);
}

double saneDeviation(double rd) {
    return sane(rd, Rating::MinDeviation, Rating::MaxDeviation, Rating::MaxDeviation);
}

double saneVolatility(double sigma) {
    return sane(sigma, Rating::MinVolatility, Rating::MaxVolatility, Rating{}.volatility);
}

// The paper's g(φ): how much an opponent's uncertain rating flattens the expected score. 1 for
// a perfectly known opponent, smaller as φ grows.
double g(double phi) {
    return 1.0 / std::sqrt(1.0 + 3.0 * phi * phi / (std::numbers::pi * std::numbers::pi));
}

// The paper's E(μ, μj, φj): the expected score against opponent j, on the Glicko-2 scale.
double expected(double mu, double muj, double phij) {
    return 1.0 / (1.0 + std::exp(-g(phij) * (mu - muj)));
}

// An opponent on the Glicko-2 scale, with the score against them.
struct Game {
    double mu;
    double phi;
    double score;
};

// Step 5: the new volatility σ', the root of f(x) = 0 found by the Illinois algorithm (a
// regula falsi that halves the stale end's value, so that it converges fast on either side;
// https://en.wikipedia.org/wiki/Regula_falsi#The_Illinois_algorithm).
// x is ln σ'^2, and f weighs how well the variance explains the period's surprise Δ against a
// prior that keeps x near its old value a = ln σ^2, tighter for a smaller τ.
double newVolatility(double phi, double sigma, double v, double delta, double tau) {
    const double a = std::log(sigma * sigma);
    const double phi2 = phi * phi;
    const double delta2 = delta * delta;
    const double tau2 = tau * tau;
    auto f = [&](double x) {
        const double ex = std::exp(x);
        const double d = phi2 + v + ex;
        return ex * (delta2 - phi2 - v - ex) / (2.0 * d * d) - (x - a) / tau2;
    };

    // Step 5.2: the initial bracket A … B around the root. A is the old value; when the
    // surprise is larger than the variance explains, B is where f's first term vanishes;
    // otherwise step down from a by τ until f turns non-negative. That first term is never
    // below -1/2 and the second grows by 1/τ a step, so k = ceil(τ / 2) steps suffice.
    double A = a;
    double B = 0;
    if (delta2 > phi2 + v) {
        B = std::log(delta2 - phi2 - v);
    } else {
        int k = 1;
        while (f(a - k * tau) < 0 && k < MaxBracketSteps) ++k;
        B = a - k * tau;
    }

    // Step 5.3 and 5.4: narrow the bracket. The new point C replaces B; when f changes sign
    // between C and the old B, the old B becomes A, otherwise A stays and its value is halved
    // (Illinois), which pulls the next C toward it. "<= 0" rather than "< 0": a C that hits
    // the root exactly then closes the bracket instead of leaving A stuck.
    double fA = f(A);
    double fB = f(B);
    for (int step = 0; step < MaxIllinoisSteps && std::abs(B - A) > Epsilon; ++step) {
        if (fB == fA) break; // the ends' signs differ, so both are zero: A is the root
        const double C = A + (A - B) * fA / (fB - fA);
        const double fC = f(C);
        if (fC * fB <= 0) {
            A = B;
            fA = fB;
        } else {
            fA /= 2;
        }
        B = C;
        fB = fC;
    }

    // Step 5.5: σ' = e^(A/2).
    return std::exp(A / 2);
}

} // namespace

Rating rate(const Rating& player, std::span<const RatedResult> results, const Glicko2& system) {
    // Step 1: the system constant and the player's values, kept in their ranges.
    const double tau = sane(system.tau, Glicko2::MinTau, Glicko2::MaxTau, Glicko2{}.tau);
    const double sigma = saneVolatility(player.volatility);

    // Step 2: to the Glicko-2 scale: μ = (r - 1500) / 173.7178, φ = RD / 173.7178; the same
    // for each opponent. A game with a number missing is no game.
    const double mu = (saneRating(player.rating) - UnratedRating) / Scale;
    const double phi = saneDeviation(player.deviation) / Scale;
    std::vector<Game> games;
    games.reserve(results.size());
    for (const RatedResult& r : results) {
        if (std::isnan(r.opponentRating) || std::isnan(r.opponentDeviation) || std::isnan(r.score))
            continue;
        games.push_back({(saneRating(r.opponentRating) - UnratedRating) / Scale,
                         saneDeviation(r.opponentDeviation) / Scale,
                         std::clamp(r.score, 0.0, 1.0)});
    }

    Rating out;
    if (games.empty()) {
        // A period without games: the rating and the volatility stay; the deviation grows as
        // in step 6, φ' = sqrt(φ^2 + σ^2).
        out.rating = saneRating(player.rating);
        out.deviation = saneDeviation(Scale * std::sqrt(phi * phi + sigma * sigma));
        out.volatility = sigma;
        return out;
    }

    // Step 3: v, the variance of the player's rating estimated from the games alone:
    // v = 1 / Σ g(φj)^2 E (1 - E). Within the rating range each E (1 - E) is at least about
    // 1e-10 and g(φj)^2 at least 0.4, so v is finite.
    // Step 4: Δ, the improvement the games suggest: Δ = v Σ g(φj) (sj - E).
    double information = 0;
    double surprise = 0; // Σ g(φj) (sj - E)
    for (const Game& game : games) {
        const double gj = g(game.phi);
        const double e = expected(mu, game.mu, game.phi);
        information += gj * gj * e * (1.0 - e);
        surprise += gj * (game.score - e);
    }
    const double v = 1.0 / information;
    const double delta = v * surprise;

    // Step 5: the new volatility (above).
    const double newSigma = newVolatility(phi, sigma, v, delta, tau);

    // Step 6: the pre-period deviation grown by the new volatility: φ* = sqrt(φ^2 + σ'^2).
    const double phiStar = std::sqrt(phi * phi + newSigma * newSigma);

    // Step 7: the new deviation φ' = 1 / sqrt(1/φ*^2 + 1/v), and the new rating
    // μ' = μ + φ'^2 Σ g(φj) (sj - E): the games' information added to the prior's.
    const double newPhi = 1.0 / std::sqrt(1.0 / (phiStar * phiStar) + 1.0 / v);
    const double newMu = mu + newPhi * newPhi * surprise;

    // Step 8: back to the Glicko scale: r' = 173.7178 μ' + 1500, RD' = 173.7178 φ'.
    out.rating = saneRating(Scale * newMu + UnratedRating);
    out.deviation = saneDeviation(Scale * newPhi);
    out.volatility = saneVolatility(newSigma);
    return out;
}

double expectedScore(const Rating& player, double opponentRating, double opponentDeviation) {
    const double mu = (saneRating(player.rating) - UnratedRating) / Scale;
    const double muj = (saneRating(opponentRating) - UnratedRating) / Scale;
    return expected(mu, muj, saneDeviation(opponentDeviation) / Scale);
}

// E = 1 / (1 + exp(-g(φj) (μ - μj))) solved for μj: μj = μ + ln(1/E - 1) / g(φj).
double opponentRatingFor(const Rating& player, double expected, double opponentDeviation) {
    const double e = sane(expected, MinExpected, MaxExpected, 0.5);
    const double phij = saneDeviation(opponentDeviation) / Scale;
    const double r = saneRating(player.rating) + Scale * std::log(1.0 / e - 1.0) / g(phij);
    return saneRating(r);
}

} // namespace ferz
