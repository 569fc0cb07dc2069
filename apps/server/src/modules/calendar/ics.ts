import ical, { ICalEventTransparency } from 'ical-generator';

/** An iCalendar (RFC 5545) feed of all-day events; ical-generator escapes and folds the text. */

export interface CalendarEvent {
  uid: string;
  /** 'YYYY-MM-DD'. */
  day: string;
  summary: string;
  description: string;
}

/** The library leaves the calendar's own name unescaped: keep it to one plain line. */
const oneLine = (text: string) => text.replace(/\p{Cc}+/gu, ' ');

export function buildIcs(calendarName: string, events: CalendarEvent[], now: Date): string {
  const calendar = ical({
    name: oneLine(calendarName),
    prodId: '//ClearSpring//Filter replacements//EN',
  });
  for (const event of events) {
    calendar.createEvent({
      id: event.uid,
      stamp: now,
      start: new Date(`${event.day}T00:00:00Z`),
      allDay: true,
      summary: event.summary,
      description: event.description,
      transparency: ICalEventTransparency.TRANSPARENT,
    });
  }
  return `${calendar.toString()}\r\n`;
}
