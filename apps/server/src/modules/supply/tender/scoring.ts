import type { Criterion, TenderWeights } from '@shop/shared/api/supply-tender';

/** An opened, verified bid's facts as scoring reads them. */
export interface Scorable {
  id: number;
  price: number;
  leadDays: number;
  supplierScore: number | null;
  levelRank: number | null;
}

export interface Scored {
  scores: Record<Criterion, number>;
  total: number;
  best: Criterion[];
  rank: number;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * Scores each bid 0–100 per criterion against the others: price and delivery relative to the
 * lowest (lowest = 100), the supplier score as it is (none = 0), the level rank relative to the
 * highest rank among the bidders. The total is the weighted sum / 100; the best per criterion is
 * marked (ties all marked), and the rank orders by total, then price, then id.
 */
export function scoreBids(bids: readonly Scorable[], w: TenderWeights): Map<number, Scored> {
  const out = new Map<number, Scored>();
  if (!bids.length) return out;
  const minPrice = Math.min(...bids.map((b) => b.price));
  const minLead = Math.min(...bids.map((b) => b.leadDays));
  const maxRank = Math.max(1, ...bids.map((b) => b.levelRank ?? 0));
  const raw = bids.map((b) => {
    const scores: Record<Criterion, number> = {
      price: round1((minPrice / b.price) * 100),
      delivery: round1(((minLead + 1) / (b.leadDays + 1)) * 100),
      score: b.supplierScore ?? 0,
      level: round1(((b.levelRank ?? 0) / maxRank) * 100),
    };
    const total = round1(
      (scores.price * w.price + scores.delivery * w.delivery + scores.score * w.score + scores.level * w.level) / 100,
    );
    return { b, scores, total };
  });
  const bestOf = (c: Criterion) => Math.max(...raw.map((x) => x.scores[c]));
  const best = { price: bestOf('price'), delivery: bestOf('delivery'), score: bestOf('score'), level: bestOf('level') };
  const ranked = [...raw].sort((x, y) => y.total - x.total || x.b.price - y.b.price || x.b.id - y.b.id);
  ranked.forEach((x, i) =>
    out.set(x.b.id, {
      scores: x.scores,
      total: x.total,
      best: (Object.keys(best) as Criterion[]).filter((c) => x.scores[c] === best[c]),
      rank: i + 1,
    }),
  );
  return out;
}
