import { describe, expect, it } from 'vitest';
import { VitrineError } from '../../pipeline/errors.js';
import { calendarVisitsOf, figuresOf } from '../../sources/omnicasa/back-office/owner-figure-answers.js';
import { listItems } from '../../sources/omnicasa/back-office/owner-list-items.js';
import { personIdOf, personOf, propertyIdsOf } from '../../sources/omnicasa/back-office/owner-login-answers.js';
import {
  calendarParams,
  loginParams,
  mediaStatisticsParams,
  portalStatisticsParams,
  relatedPropertiesParams,
} from '../../sources/omnicasa/back-office/owner-params.js';

// The owner portal's Omnicasa parameters and answer readers, as pure functions (the calls over
// HTTP are in tests/integration/omnicasa-owner.test.ts).

describe('owner call parameters', () => {
  it('asks the back office for an owner login, with the names public clients send', () => {
    expect(loginParams(' Marie@Example.be ', 'pw ')).toEqual({ Email: 'Marie@Example.be', Password: 'pw ', IsProprietors: true });
  });

  it.each([
    ['fr', 2],
    ['nl', 1],
    ['en', 3],
    ['de', 4],
  ] as const)('sends LanguageId %s = %i with each figure call', (language, id) => {
    expect(portalStatisticsParams(7, language)).toEqual({ ID: 7, IsGroupAllPortals: false, LanguageId: id });
    expect(mediaStatisticsParams(7, language)).toMatchObject({ ObjectIDs: '7', LanguageId: id, Limit1: 1 });
    expect(calendarParams(7, language)).toMatchObject({ ObjectID: 7, LanguageId: id, Limit1: 1 });
  });

  it('reads one bounded page of the lists', () => {
    for (const params of [relatedPropertiesParams('a@b.be'), mediaStatisticsParams(1, 'fr'), calendarParams(1, 'fr')]) {
      expect(params.Limit1).toBe(1);
      expect(params.Limit2).toBeGreaterThanOrEqual(50);
      expect(params.Limit2).toBeLessThanOrEqual(500);
    }
  });
});

describe('the login answers', () => {
  it.each([
    [730215, 730215],
    ['730215', 730215],
    [{ ID: 12 }, 12],
    [{ PersonID: '13' }, 13],
    [0, null],
    [-1, null],
    ['', null],
    [null, null],
    [undefined, null],
    [false, null],
    ['abc', null],
    [{}, null],
  ])('CheckPersonLogin Value %j is person %j', (value, expected) => {
    expect(personIdOf(value)).toBe(expected);
  });

  it('names the person from GetPerson, and tolerates missing fields', () => {
    expect(personOf({ ID: 1, FirstName: 'Marie', Name: 'Dubois', Email: 'Marie@X.be' })).toEqual({
      name: 'Marie Dubois',
      email: 'marie@x.be',
    });
    expect(personOf({ Name: 'Dubois' })).toEqual({ name: 'Dubois', email: null });
    expect(personOf({ FirstName: '  ', LastName: 'Peeters' })).toEqual({ name: 'Peeters', email: null });
    expect(personOf(null)).toBeNull();
    expect(personOf(42)).toBeNull();
  });

  it('lists the property ids of GetRelatedProperties, skipping lines without one', () => {
    const value = {
      Items: [{ ID: 5 }, { ID: '6' }, { ObjectID: 7 }, { ID: 5 }, { ID: 'x' }, { Reference: 'R' }, 'junk'],
      RowsCount: 7,
    };
    expect(propertyIdsOf('GetRelatedProperties', value)).toEqual({ ids: [5, 6, 7], skipped: 3 });
    expect(propertyIdsOf('GetRelatedProperties', [{ ID: 9 }])).toEqual({ ids: [9], skipped: 0 });
    expect(propertyIdsOf('GetRelatedProperties', null)).toEqual({ ids: [], skipped: 0 });
  });
});

describe('the figure answers', () => {
  it('takes a bare array, a paged list or nothing as a list, and refuses anything else', () => {
    expect(listItems([1])).toEqual([1]);
    expect(listItems({ Items: [2], RowsCount: 1 })).toEqual([2]);
    expect(listItems(null)).toEqual([]);
    expect(listItems({ RowsCount: 0 })).toEqual([]);
    expect(listItems('oops')).toBeNull();
    expect(listItems({ Items: 'oops' })).toBeNull();
  });

  it('labels portal visits and sums per label, counts as numbers or strings', () => {
    const value = [
      { SiteName: 'Immoweb', NumberOfVisits: 400 },
      { SiteName: 'Zimmo', NumberOfVisits: '96' },
      { SiteName: 'Immoweb', NumberOfVisits: 12 },
      { PortalName: 'Logic-Immo' },
      { NumberOfVisits: 7 },
      null,
    ];
    expect(figuresOf('GetManyVisitStatisticsOfProperty', value)).toEqual({
      figures: [
        { label: 'Immoweb', value: 412 },
        { label: 'Zimmo', value: 96 },
        { label: 'Logic-Immo', value: 0 },
      ],
      skipped: 2,
    });
  });

  it('sums the media graph per media object', () => {
    const value = {
      Items: [
        { MediaName: 'Visite virtuelle', Date: '/Date(1763942400000+0100)/', NumberOfViews: 31 },
        { MediaName: 'Brochure', NumberOfViews: 5 },
        { MediaName: 'Visite virtuelle', NumberOfViews: '9' },
      ],
    };
    expect(figuresOf('GetMediaObjectStatisticsGraphList', value).figures).toEqual([
      { label: 'Visite virtuelle', value: 40 },
      { label: 'Brochure', value: 5 },
    ]);
  });

  it('names the method when the answer is no list', () => {
    const error = (() => {
      try {
        figuresOf('GetManyVisitStatisticsOfProperty', 'nonsense');
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(VitrineError);
    expect((error as VitrineError).code).toBe('FEED_BAD_RESPONSE');
    expect((error as VitrineError).message).toMatch(/^GetManyVisitStatisticsOfProperty: /);
    expect(() => calendarVisitsOf('GetCalendarHistories', { Items: {} })).toThrow(/GetCalendarHistories/);
  });

  it('maps calendar lines onto calendar visits, newest first, and skips a line without a date', () => {
    const value = {
      Items: [
        {
          StartDate: '/Date(1763640000000+0100)/',
          TypeName: 'Visite',
          PersonName: 'Jan Peeters',
          Subject: 'S',
          Comment: 'C',
          StatusName: 'Effectuée',
        },
        { StartDate: '2025-11-29T10:30:00Z', TypeName: 'Estimation', Subject: 'Expert', Comment: null, Status: 3 },
        { TypeName: 'Visite', Subject: 'Sans date' },
        { StartDate: 'not a date', Subject: 'Broken' },
      ],
    };
    expect(calendarVisitsOf('GetCalendarHistories', value)).toEqual({
      visits: [
        {
          date: '2025-11-29T10:30:00.000Z',
          type: 'Estimation',
          contact: '',
          subject: 'Expert',
          comment: '',
          status: '3',
          origin: 'back-office',
        },
        {
          date: new Date(1763640000000).toISOString(),
          type: 'Visite',
          contact: 'Jan Peeters',
          subject: 'S',
          comment: 'C',
          status: 'Effectuée',
          origin: 'back-office',
        },
      ],
      skipped: 2,
    });
  });
});
