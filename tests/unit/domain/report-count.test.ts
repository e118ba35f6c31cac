import { describe, expect, it } from '@rstest/core';
import { reportCount } from '../../../src/domain/report-count';

const jobs = (...types: (number | null)[]) => types.map((reportType) => ({ reportType }));

describe('report count (spec document 2 section 3 "Report configuration")', () => {
  it('counts one for the project when its type is set, plus each job report set and not None', () => {
    // "Voice Assistant Prompts": Summary for the project, jobs Detailed, None and unset → 2.
    expect(reportCount({ reportType: 1, jobsReportsConfiguration: jobs(2, 0, null) })).toBe(2);
  });

  it('counts the project alone when no job report is set', () => {
    expect(reportCount({ reportType: 1, jobsReportsConfiguration: jobs(0, null) })).toBe(1);
    expect(reportCount({ reportType: 2, jobsReportsConfiguration: [] })).toBe(1);
  });

  it('counts a set project type even when it is None (the rule says "set", not "not none")', () => {
    expect(reportCount({ reportType: 0, jobsReportsConfiguration: jobs(0) })).toBe(1);
  });

  it('counts, without a project type, every job whose type is not None (unset included)', () => {
    expect(reportCount({ reportType: null, jobsReportsConfiguration: jobs(1, 2, 0, null) })).toBe(3);
    expect(reportCount({ reportType: null, jobsReportsConfiguration: jobs(0, 0) })).toBe(0);
    expect(reportCount({ reportType: null, jobsReportsConfiguration: [] })).toBe(0);
  });
});
