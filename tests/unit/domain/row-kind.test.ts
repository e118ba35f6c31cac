import { describe, expect, it } from '@rstest/core';
import { detailsKind, isItemType, rowItem, rowKey, rowKind } from '../../../src/domain/row-kind';

const P = '30000000-0000-4000-8000-000000000001';
const R = '40000000-0000-4000-8000-000000000001';

describe('row kind (spec document 2 section 4)', () => {
  it('is project only without a request id', () => {
    expect(rowKind({ projectId: P, projectRequestId: null })).toBe('project');
  });
  it('is request only without a project id', () => {
    expect(rowKind({ projectId: null, projectRequestId: R })).toBe('request');
  });
  it('is both with both ids', () => {
    expect(rowKind({ projectId: P, projectRequestId: R })).toBe('both');
  });
});

describe('row key (the list and the CSV export write each row once)', () => {
  it('is the project id, else the request id, else the name', () => {
    expect(rowKey({ projectId: P, projectRequestId: R, name: 'A' })).toBe(P);
    expect(rowKey({ projectId: null, projectRequestId: R, name: 'A' })).toBe(R);
    expect(rowKey({ projectId: null, projectRequestId: null, name: 'A' })).toBe('A');
  });
});

describe('details kind (spec document 2 section 3 "Project information")', () => {
  it('is project only with a project and no request part', () => {
    expect(detailsKind({ projectId: P, projectRequestResult: null })).toBe('project');
  });
  it('is request only without a project id', () => {
    expect(detailsKind({ projectId: null, projectRequestResult: { projectRequestId: R } })).toBe('request');
  });
  it('is both with a project and a request part', () => {
    expect(detailsKind({ projectId: P, projectRequestResult: { projectRequestId: R } })).toBe('both');
  });
});

describe('the item a row opens', () => {
  it('opens the project (type p) of a row with a project', () => {
    expect(rowItem({ projectId: P, projectRequestId: R })).toEqual({ id: P, type: 'p' });
    expect(rowItem({ projectId: P, projectRequestId: null })).toEqual({ id: P, type: 'p' });
  });
  it('opens the request (type pr) of a request only', () => {
    expect(rowItem({ projectId: null, projectRequestId: R })).toEqual({ id: R, type: 'pr' });
  });
  it('opens nothing for a row with neither id', () => {
    expect(rowItem({ projectId: null, projectRequestId: null })).toBeNull();
  });
  it('knows the two item types', () => {
    expect(['p', 'pr', 'P', '', undefined].map(isItemType)).toEqual([true, true, false, false, false]);
  });
});
