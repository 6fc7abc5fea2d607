// The owner's links (bug-report form, booking page) reach the dashboard only as http(s) URLs,
// and the stand-in refuses to start with a malformed one rather than serve a broken link.
import { describe, expect, it } from 'vitest';
import { webLink } from '../../../src/data/runtime-config';
import { loadConfig } from '../../../supabase/local/config';

describe('webLink', () => {
  it.each([
    ['https://forms.example.com/bug', 'https://forms.example.com/bug'],
    ['http://cal.example.com/stacy', 'http://cal.example.com/stacy'],
    ['javascript:alert(1)', null],
    ['forms.example.com/bug', null],
    ['', null],
    [undefined, null],
  ])('%j → %j', (value, expected) => expect(webLink(value)).toBe(expected));
});

describe('stand-in configuration', () => {
  it('passes the links on for the page', async () => {
    const config = await loadConfig({
      DATA_DIR: 'memory',
      BUG_REPORT_FORM_URL: 'https://forms.example.com/bug',
      BOOKING_URL: 'https://cal.example.com/stacy',
    });
    expect(config.appLinks).toEqual({
      bugReportFormUrl: 'https://forms.example.com/bug',
      bookingUrl: 'https://cal.example.com/stacy',
    });
  });

  it('refuses a link that is not an http(s) URL', async () => {
    await expect(loadConfig({ DATA_DIR: 'memory', BOOKING_URL: 'javascript:alert(1)' })).rejects.toThrow(
      'BOOKING_URL must be an http(s) URL',
    );
  });
});
