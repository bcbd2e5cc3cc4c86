import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ENGAGEMENT_MESSAGES } from '@portal/shared';
import { bodiesSentTo, json, renderAt, stubFetch } from '@portal/shared/testing';
import EngagementPage from './engagement-page';

const SEND = '/api/engagement/enquiries';

// Mantine's inputs under jsdom are slow to type into, more so on a busy machine.
jest.setTimeout(30_000);

/** Puts text into a field as one paste (typing each key is slow and proves nothing more). */
async function enter(name: RegExp, text: string) {
  await userEvent.click(screen.getByRole('textbox', { name }));
  await userEvent.paste(text);
}

const render = () => renderAt('/engagement', '/engagement', <EngagementPage />);

async function fillIn() {
  await userEvent.click(screen.getByRole('checkbox', { name: 'Animation From $2,000.00' }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'Interactive From $5,000.00' }));
  await enter(/^Name/, 'Pat Visitor');
  await enter(/^Email/, 'pat@visitor.example.com');
  await enter(/^Organisation/, 'Visitor Pty Ltd');
  await enter(/^Message/, 'A library walkthrough.');
}

it('lists the four services with AUD costs and totals the selection', async () => {
  render();
  expect(screen.getByRole('heading', { name: 'Engagement' })).toBeInTheDocument();
  expect(screen.getByText('Estimated total: $0.00')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('checkbox', { name: 'Animation From $2,000.00' }));
  await userEvent.click(screen.getByRole('checkbox', { name: '3D Print From $3,000.00' }));
  expect(screen.getByText('Estimated total: $5,000.00')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('checkbox', { name: 'Animation From $2,000.00' }));
  expect(screen.getByText('Estimated total: $3,000.00')).toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: 'Render From $500.00' })).toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: 'Interactive From $5,000.00' })).toBeInTheDocument();
  // The studio is reached through the API, never by a mail link or a made-up address.
  expect(document.body.innerHTML).not.toMatch(/mailto:|example\.com/);
});

it('sends the enquiry to the API and replaces the form with a confirmation', async () => {
  const fetchMock = stubFetch({ [`POST ${SEND}`]: () => json(201, { id: 7 }) });
  render();
  await fillIn();
  await userEvent.click(screen.getByRole('button', { name: 'Send enquiry' }));

  expect(await screen.findByRole('heading', { name: 'Thank you' })).toHaveFocus();
  expect(screen.getByRole('status')).toHaveTextContent(
    ENGAGEMENT_MESSAGES.sent('pat@visitor.example.com'),
  );
  expect(screen.queryByRole('button', { name: 'Send enquiry' })).not.toBeInTheDocument();
  expect(bodiesSentTo(fetchMock, 'POST', SEND)).toEqual([
    {
      name: 'Pat Visitor',
      email: 'pat@visitor.example.com',
      organisation: 'Visitor Pty Ltd',
      phone: '',
      engagementTypes: 1 | 4,
      message: 'A library walkthrough.',
    },
  ]);

  await userEvent.click(screen.getByRole('button', { name: 'Send another enquiry' }));
  expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('');
});

it('names each field that is missing or wrong, and sends nothing', async () => {
  const fetchMock = stubFetch({});
  render();
  await enter(/^Email/, 'not-an-address');
  await enter(/^Phone/, 'call me');
  await userEvent.click(screen.getByRole('button', { name: 'Send enquiry' }));
  expect(await screen.findByText(ENGAGEMENT_MESSAGES.nameRequired)).toBeInTheDocument();
  expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
  expect(screen.getByText(ENGAGEMENT_MESSAGES.phoneInvalid)).toBeInTheDocument();
  expect(screen.getByRole('group', { name: 'Services' })).toHaveAccessibleDescription(
    ENGAGEMENT_MESSAGES.typesRequired,
  );
  expect(bodiesSentTo(fetchMock, 'POST', SEND)).toEqual([]);

  await userEvent.click(screen.getByRole('checkbox', { name: 'Render From $500.00' }));
  expect(screen.getByRole('group', { name: 'Services' })).not.toHaveAccessibleDescription(
    ENGAGEMENT_MESSAGES.typesRequired,
  );
});

it("puts the server's field messages on the fields", async () => {
  stubFetch({
    [`POST ${SEND}`]: () =>
      json(400, {
        message: 'One or more fields are invalid.',
        errors: { Organisation: [ENGAGEMENT_MESSAGES.organisationTooLong] },
      }),
  });
  render();
  await fillIn();
  await userEvent.click(screen.getByRole('button', { name: 'Send enquiry' }));
  expect(await screen.findByText(ENGAGEMENT_MESSAGES.organisationTooLong)).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: /^Organisation/ })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
});

it("shows the server's sentence when too many enquiries were sent", async () => {
  stubFetch({
    [`POST ${SEND}`]: () => json(429, { message: ENGAGEMENT_MESSAGES.tooMany, errors: {} }),
  });
  render();
  await fillIn();
  await userEvent.click(screen.getByRole('button', { name: 'Send enquiry' }));
  expect(await screen.findByText(ENGAGEMENT_MESSAGES.tooMany)).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Send enquiry' })).toBeEnabled());
});
