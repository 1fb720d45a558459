import { describe, expect, it } from 'vitest';
import { scanLedger } from '../../analytics/scan.js';
import { burnOf } from '../../runway/burn.js';
import { GROWING_SHOP_AS_OF, growingShop } from '../../testing/growingShop.js';
import { forecastStory, forecastStoryText } from '../forecastStory.js';
import { forecastDetail } from './forecastDetail.js';
import { receiptsCatchUp, residualCentre } from './receiptsTrend.js';

const AS_OF = GROWING_SHOP_AS_OF;

const line = (weeks: number) => Array.from({ length: weeks }, (_, i) => 7042 + 98 * i);

describe('receiptsCatchUp', () => {
  it("moves the mean from the week it is centred on to the line's level at the as-of date", () => {
    // 30 weeks: the mean is half that of weeks 17-29 (centred on 23) and half that of weeks 0-29
    // (centred on 14.5), so centred on 18.75; the as-of date is 10.75 weeks later, at 98 a week.
    expect(residualCentre(30)).toBe(18.75);
    expect(receiptsCatchUp(line(30), 30)).toBeCloseTo(98 * 10.75, 9);
    expect(receiptsCatchUp(line(30).reverse(), 30)).toBeCloseTo(-98 * 10.75, 9);
  });

  it('leaves receipts that swing without a clear line, and fewer than 26 weeks, to their mean', () => {
    const swinging = line(30).map((_, i) => 9000 + (i % 2 === 0 ? 2500 : -2500) + 10 * i);
    expect(receiptsCatchUp(swinging, 30)).toBe(0);
    expect(receiptsCatchUp(line(25), 25)).toBe(0);
  });
});

// The shop: see `growingShop`.
describe('a 30-week-old shop whose takings grow past its costs', () => {
  // The history's mean trails its takings: 0.5 x (mean of weeks 17-29, 9,296) + 0.5 x (mean of
  // weeks 0-29, 8,463) = 8,879.50 a week, below the supplier's 9,500, while the shop now takes
  // 7,042 + 98 x 29.5 = 9,933 a week.
  const transactions = growingShop(210, 9500);
  const detail = forecastDetail(transactions, { asOf: AS_OF });
  const { forecast } = detail;

  it('expects its takings where they stand now, not where they stood ten weeks ago', () => {
    expect(forecast.weeks.every((w) => w.inflows === 9933)).toBe(true);
    expect(detail.receiptsCatchUp).toBe(9933 - 8879.5);
  });

  it('rises over 13 weeks as it gains now, instead of falling by the trailing mean', () => {
    // 13 x (9,933 - 9,500) = 5,629; the trailing mean made it 13 x (8,879.50 - 9,500) = -8,066.50.
    // Carried on, the next 13 weeks take 7,042 x 13 + 98 x (30 + ... + 42) = 137,410 against
    // 123,500 paid out: the balance rises by 13,910.
    const last = forecast.weeks[12];
    expect(last?.balance.expected).toBeCloseTo(forecast.openingBalance + 5629, 2);
  });

  it('says that its rising receipts make it rise while the last months burnt cash', () => {
    // August to October (days 89 to 180 of its life): 92 x 1,000 + 2 x (89 + ... + 180) = 116,748
    // taken, 13 Mondays x 9,500 = 123,500 paid: 6,752 burnt, 2,250.67 a month.
    const burn = burnOf(scanLedger(transactions, { asOf: AS_OF, period: 'month' }));
    expect(burn.netBurnCents).toBe(225_067);
    const story = forecastStory(forecast, detail.upcoming, burn.netBurnCents, detail);
    expect(story.differs).toBe(true);
    // 13 x 1,053.50.
    expect(story.receipts).toBe(13_695.5);
    expect(
      forecastStoryText(story, 13, {
        money: (amount) => `$${amount.toLocaleString('en-US')}`,
        date: (isoDate) => isoDate,
      }),
    ).toContain(
      'its receipts have risen steadily, so it expects $13,695.5 more of them than their mean',
    );
  });

  it('keeps the mean of a ledger old enough to learn how far its means trail', () => {
    // 40 weeks: 20 past origins with 13 weeks after them.
    const older = forecastDetail(growingShop(280, 9500), { asOf: AS_OF });
    // 0.5 x (mean of weeks 27-39) + 0.5 x (mean of weeks 0-39) = 7,042 + 98 x 26.25.
    expect(older.forecast.weeks[0]?.inflows).toBe(7042 + 98 * 26.25);
    expect(older.receiptsCatchUp).toBe(0);
  });
});
