/** One plotted series: the data key it reads, its name in legends and tooltips, and its colour. */
export type ChartSeries = { dataKey: string; name: string; color: string };

/** A row of chart data: a label on the x axis plus one number per series. */
export type ChartRow = Record<string, string | number>;

/** Every chart is this tall (app.md section 9). */
export const CHART_HEIGHT = 200;
