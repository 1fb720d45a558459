import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { exportRows } from '../testing/exportRows.js';
import { createTestContext } from '../testing/testContext.js';
import type { TestContext } from '../testing/testContext.js';

let ctx: TestContext;
afterEach(() => ctx?.cleanup());

describe('POST /api/export/csv', () => {
  it('writes the CSV and answers the download path, row count and file name', async () => {
    ctx = await createTestContext();
    const browser = request.agent(createApp(ctx));
    const res = await browser
      .post('/api/export/csv')
      .send({ data: exportRows, filename: 'transactions-2024-01-15.csv' })
      .expect(200);
    expect(res.body).toEqual({
      success: true,
      filePath: expect.stringMatching(
        /^\/api\/export\/files\/[A-Za-z0-9_-]{24}-transactions-2024-01-15\.csv$/,
      ),
      rowCount: 2,
      filename: 'transactions-2024-01-15.csv',
    });

    const file = await browser.get(res.body.filePath).expect(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers['content-disposition']).toBe(
      'attachment; filename=transactions-2024-01-15.csv',
    );
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.text).toBe(
      [
        'date,description,amount,category',
        '2024-01-15,"Sale, counter",1250.5,Sales',
        '2024-01-16,"Rent ""January""",-900,Rent',
      ].join('\n'),
    );
  });

  it('neutralises cells a spreadsheet would run as formulas, and keeps negative numbers', async () => {
    ctx = await createTestContext();
    const browser = request.agent(createApp(ctx));
    const res = await browser
      .post('/api/export/csv')
      .send({
        data: [
          { cell: '=HYPERLINK("http://evil.example","click")', amount: -45 },
          { cell: '+1+2', amount: '-45.00' },
          { cell: '-2+3', amount: 0 },
          { cell: '@SUM(A1:A2)', amount: 1 },
          { cell: '\tcmd', amount: 2 },
          { cell: '\rcmd', amount: 3 },
        ],
        filename: 'formulas',
      })
      .expect(200);
    const file = await browser.get(res.body.filePath).expect(200);
    expect(file.text.split('\n')).toEqual([
      'cell,amount',
      `"'=HYPERLINK(""http://evil.example"",""click"")",-45`,
      "'+1+2,-45.00",
      "'-2+3,0",
      "'@SUM(A1:A2),1",
      "'\tcmd,2",
      `"'\rcmd",3`,
    ]);
  });

  it('writes the transactions export as app.md section 9 says: the description always quoted', async () => {
    ctx = await createTestContext();
    const browser = request.agent(createApp(ctx));
    // The rows exactly as the web app's header Export sends them.
    const res = await browser
      .post('/api/export/csv')
      .send({
        data: [
          {
            Date: '2024-03-02',
            Description: 'Sale',
            Amount: 99.95,
            Category: 'Sales',
            Balance: 8599.95,
          },
          {
            Date: '2024-03-01',
            Description: 'Rent, March',
            Amount: -1500,
            Category: 'Rent',
            Balance: '',
          },
          { Date: '2024-03-01', Description: '', Amount: -2.5, Category: 'Fees', Balance: 0 },
          {
            Date: '2024-02-29',
            Description: '=HYPERLINK("http://evil")',
            Amount: -1,
            Category: '+x',
            Balance: '',
          },
          { Date: '2024-02-28', Description: '-45.00', Amount: 45, Category: '@cmd', Balance: '' },
        ],
        filename: 'transactions-2024-03-02.csv',
      })
      .expect(200);
    const file = await browser.get(res.body.filePath).expect(200);
    expect(file.text.split('\n')).toEqual([
      'Date,Description,Amount,Category,Balance',
      '2024-03-02,"Sale",99.95,Sales,8599.95',
      '2024-03-01,"Rent, March",-1500.00,Rent,',
      '2024-03-01,"",-2.50,Fees,0.00',
      `2024-02-29,"'=HYPERLINK(""http://evil"")",-1.00,'+x,`,
      `2024-02-28,"-45.00",45.00,'@cmd,`,
    ]);
  });

  it('writes the Account column a ledger of several accounts adds, with the same rule', async () => {
    ctx = await createTestContext();
    const browser = request.agent(createApp(ctx));
    const row = { Date: '2024-03-02', Description: 'Sale', Amount: 99.95, Category: 'Sales' };
    const res = await browser
      .post('/api/export/csv')
      .send({
        data: [
          { ...row, Balance: '', Account: 'Chase Checking' },
          { ...row, Balance: 10, Account: 'Amex, 1004' },
        ],
        filename: 'transactions-2024-03-02.csv',
      })
      .expect(200);
    const file = await browser.get(res.body.filePath).expect(200);
    expect(file.text.split('\n')).toEqual([
      'Date,Description,Amount,Category,Balance,Account',
      '2024-03-02,"Sale",99.95,Sales,,Chase Checking',
      '2024-03-02,"Sale",99.95,Sales,10.00,"Amex, 1004"',
    ]);
  });
});

describe('POST /api/export/json', () => {
  it('writes the rows as JSON and serves them as an attachment', async () => {
    ctx = await createTestContext();
    const browser = request.agent(createApp(ctx));
    const res = await browser
      .post('/api/export/json')
      .send({ data: exportRows, filename: 'transformed_transactions_2024-01-15.json' })
      .expect(200);
    expect(res.body).toMatchObject({
      success: true,
      rowCount: 2,
      filename: 'transformed_transactions_2024-01-15.json',
    });
    const file = await browser.get(res.body.filePath).expect(200);
    expect(file.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(file.headers['content-disposition']).toBe(
      'attachment; filename=transformed_transactions_2024-01-15.json',
    );
    expect(JSON.parse(file.text)).toEqual(exportRows);
  });

  it('names the file "export.json" when no filename is given', async () => {
    ctx = await createTestContext();
    const res = await request(createApp(ctx))
      .post('/api/export/json')
      .send({ data: exportRows })
      .expect(200);
    expect(res.body.filename).toBe('export.json');
  });
});
