import { describe, expect, it } from '@rstest/core';
import { CSV_BOM, csvDocument, csvField, csvFileName, csvRecord } from '../../../src/domain/csv';

describe('CSV fields (RFC 4180)', () => {
  it('leaves a plain field as it is', () => {
    expect(csvField('Voice Assistant Prompts')).toBe('Voice Assistant Prompts');
    expect(csvField('')).toBe('');
    expect(csvField('Tradução de catálogo')).toBe('Tradução de catálogo');
  });

  it('quotes a field holding a comma, a double quote, CR or LF, doubling its double quotes', () => {
    expect(csvField('en-us, de-de')).toBe('"en-us, de-de"');
    expect(csvField('The "big" one')).toBe('"The ""big"" one"');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('two\r\nlines')).toBe('"two\r\nlines"');
    expect(csvField('"')).toBe('""""');
  });

  it('joins the fields of a record with commas', () => {
    expect(csvRecord(['a', 'b,c', ''])).toBe('a,"b,c",');
  });
});

describe('CSV injection (OWASP)', () => {
  it('puts an apostrophe before a field starting with =, +, -, @, a tab or CR', () => {
    expect(csvField('=HYPERLINK("http://evil.test")')).toBe('"\'=HYPERLINK(""http://evil.test"")"');
    expect(csvField('+1 555 0100')).toBe("'+1 555 0100");
    expect(csvField('-2+3')).toBe("'-2+3");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('\tcmd')).toBe("'\tcmd");
    expect(csvField('\rcmd')).toBe('"\'\rcmd"');
  });

  it('leaves those characters alone anywhere but at the start', () => {
    expect(csvField('a=b')).toBe('a=b');
    expect(csvField('en-us')).toBe('en-us');
    expect(csvField('2026-02-02')).toBe('2026-02-02');
    expect(csvField('a@b.test')).toBe('a@b.test');
    expect(csvField(" 'quoted'")).toBe(" 'quoted'");
  });
});

describe('where `;` separates cells (Excel in Portuguese)', () => {
  it('quotes a field holding a semicolon', () => {
    expect(csvField('en-us; de-de')).toBe('"en-us; de-de"');
    expect(csvRecord(['a;b', 'c'])).toBe('"a;b",c');
  });

  it('guards a formula after a semicolon, as at the start of a field', () => {
    expect(csvField('Q3 prompts;=1+1')).toBe('"Q3 prompts;\'=1+1"');
    expect(csvField('a; =1+1')).toBe('"a; \'=1+1"');
    expect(csvField('a;@SUM(A1);-2;+3')).toBe("\"a;'@SUM(A1);'-2;'+3\"");
    expect(csvField('=1;=2')).toBe('"\'=1;\'=2"');
    expect(csvField('a;b')).toBe('"a;b"');
  });

  it('a cell split at every semicolon (a reader that ignores the quotes) never starts with a formula', () => {
    for (const value of ['Q3 prompts;=1+1', 'x;  +cmd', 'x";=HYPERLINK("http://evil.test")', ';;@a']) {
      for (const cell of csvRecord(['ok', value]).split(';'))
        expect(cell.replace(/^[\s"]+/, '')).not.toMatch(/^[=+\-@]/);
    }
  });
});

describe('the CSV file', () => {
  it('starts with the byte order mark and ends every record, the last too, with CRLF', () => {
    expect(
      csvDocument(
        ['Name', 'Status'],
        [
          ['One', 'Running'],
          ['Two, three', '=1+1'],
        ],
      ),
    ).toBe(`${CSV_BOM}Name,Status\r\nOne,Running\r\n"Two, three",'=1+1\r\n`);
  });

  it('is the header alone without rows', () => {
    expect(csvDocument(['Name'], [])).toBe(`${CSV_BOM}Name\r\n`);
  });

  it("is named after its content and the user's calendar day", () => {
    expect(csvFileName('projects', new Date(2026, 10, 6, 23, 59))).toBe('projects-2026-11-06.csv');
    expect(csvFileName('projects', new Date(2027, 0, 31, 0, 0))).toBe('projects-2027-01-31.csv');
  });
});
