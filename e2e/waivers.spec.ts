import {
  expect,
  expectNoA11yViolations,
  type MailboxMessage,
  test,
  waitForMail,
} from './support/fixtures.ts';
import { answerHealthConsentAndId, drawWithFinger, drawWithMouse, fillAboutYou } from './support/waiver.ts';

// The demo customer's two confirmed appointments today at North Star (seeded, see demo-names.ts):
// NSTAR2 (Small fine line tattoo with Jules) and NSTAR3 (Flash piece with Dex).
const demoCustomer = { email: 'customer@linework.test', password: 'linework-demo' };

type Attachment = { filename: string; contentType: string; contentBase64: string };

test('preview the waiver of North Star Tattoo, exactly as it will be signed', async ({ page }) => {
  await page.goto('/shop/north-star-tattoo/preview-waiver');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Waiver of North Star Tattoo');
  await expect(page.getByText('Sample — not a signed copy')).toBeVisible();
  // Version 1 on a fresh demo; the studio's journey may have saved a newer one first.
  await expect(page.getByText(/Version \d+/).first()).toBeVisible();
  await expect(page.getByText('I understand the risks, including infection', { exact: false })).toBeVisible();
  await expect(page.getByText('If you are under 18 on the day you sign', { exact: false })).toBeVisible();
  await expect(page.getByRole('textbox')).toHaveCount(0); // read-only: nothing to fill in here
  await expectNoA11yViolations(page);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

  test('sign the waiver of a demo appointment with a drawn signature and an ID photo, and get the PDF', async ({
    page,
  }) => {
    expect((await page.request.post('/auth/sign-in/email', { data: demoCustomer })).ok()).toBe(true);
    await page.goto('/');
    await page
      .getByRole('region', { name: 'Your upcoming appointments' })
      .getByRole('link', { name: /Small fine line tattoo/ })
      .click();
    await expect(page.getByRole('heading', { name: 'Before you come' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'QR code to check in at North Star Tattoo' })).toBeVisible();
    await page.getByRole('button', { name: 'Sign the waiver' }).click();

    await expect(page).toHaveURL(/\/shop\/north-star-tattoo\/waiver-session\/[A-Za-z0-9_-]{22}$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Sign your waiver for North Star Tattoo',
    );
    await expect(page.getByLabel('Full legal name')).toHaveValue('Casey Rivera');
    await expectNoA11yViolations(page);

    // A minor's date of birth asks for a parent or guardian.
    await page.getByLabel('Date of birth').fill('2012-03-04');
    await expect(page.getByText('You are under 18, the age of majority at North Star Tattoo')).toBeVisible();
    await expect(page.getByText('Step 1 of 7')).toBeVisible();
    await page.getByLabel('Date of birth').fill('1990-03-04');
    await expect(page.getByText('Step 1 of 6')).toBeVisible();
    await page.getByLabel('Home address').fill('1 Main St, New York');
    await page.getByLabel('Phone number', { exact: true }).fill('+1 212 555 0100');
    await page.getByLabel('Their name').fill('Sam Rivera');
    await page.getByLabel('Their phone number').fill('+1 212 555 0101');

    // Saved as the customer goes: a reload keeps the answers.
    await expect(page.getByText('Your answers are saved on this link.')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Their name')).toHaveValue('Sam Rivera');
    await expect(page.getByLabel('Date of birth')).toHaveValue('1990-03-04');
    await page.getByRole('button', { name: 'Next' }).click();

    await answerHealthConsentAndId(page);

    await expect(page.getByRole('heading', { level: 2, name: 'Sign', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Sign in the box, or type your name to sign')).toBeVisible();
    // The stroke that clears the error leaves the consent box where the finger is about to tap it.
    const consent = page.getByLabel(/I have read this form/);
    const before = (await consent.boundingBox())!.y;
    await drawWithFinger(page);
    await expect(page.getByRole('img', { name: /signature pad, signed/ })).toBeVisible();
    await expect(page.getByText('Sign in the box, or type your name to sign')).toBeHidden();
    expect((await consent.boundingBox())!.y).toBe(before);
    await page.getByRole('button', { name: 'Clear and sign again' }).click();
    await expect(page.getByRole('img', { name: /signature pad, empty/ })).toBeVisible();
    await drawWithFinger(page);
    await page.getByLabel(/I have read this form/).check();
    await expectNoA11yViolations(page);
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(page.getByRole('heading', { level: 2, name: 'Check and send' })).toBeVisible();
    await expect(page.getByText('Yes: ')).toHaveCount(0);
    await expect(page.getByRole('img', { name: 'Your drawn signature' })).toBeVisible();
    await expectNoA11yViolations(page);
    await page.getByRole('button', { name: 'Sign and send' }).click();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you, your waiver is signed');
    await expect(page.getByText('on its way to customer@linework.test')).toBeVisible();
    await expectNoA11yViolations(page);

    const mail = (await waitForMail(
      page,
      demoCustomer.email,
      /Your signed waiver for North Star Tattoo/,
    )) as MailboxMessage & {
      attachments: Attachment[];
    };
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]!.contentType).toBe('application/pdf');
    expect(Buffer.from(mail.attachments[0]!.contentBase64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');

    // The session link now says it is signed, and the appointment page shows it.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This waiver is already signed');
    await expectNoA11yViolations(page);
    await page.goto('/');
    await page
      .getByRole('region', { name: 'Your upcoming appointments' })
      .getByRole('link', { name: /Small fine line tattoo/ })
      .click();
    await expect(page.getByText(/Waiver signed on/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign the waiver' })).toHaveCount(0);
  });
});

test.describe('at the door', () => {
  // A code that matches nothing is answered 404, a wrong emailed code 422; the browser logs both.
  test.use({ expectedConsoleErrors: [/status of (404|422)/] });

  test('check in by confirmation code with an unsigned waiver: sign it there, then checked in', async ({
    page,
  }) => {
    await page.goto('/shop/north-star-tattoo/check-in');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check in at North Star Tattoo');
    await expectNoA11yViolations(page);

    await page.getByLabel('Your confirmation code').fill('ZZZZZZ');
    await page.getByRole('button', { name: 'Find my appointment' }).click();
    await expect(page.getByText('We could not find an appointment for today with this code')).toBeVisible();

    await page.getByLabel('Your confirmation code').fill('nstar3');
    await page.getByRole('button', { name: 'Find my appointment' }).click();
    await expect(page.getByRole('heading', { name: 'Hi Casey!' })).toBeVisible();
    // The first name and the time, nothing else of the customer.
    // Written as the screen's locale writes times, like every other screen.
    await expect(page.getByText(/Your appointment today is at \d{1,2}:\d\d(\s?[AP]M)?\./)).toBeVisible();
    await expect(page.getByText('Rivera')).toHaveCount(0);
    await expect(page.getByText('Flash piece')).toHaveCount(0);
    await expectNoA11yViolations(page);

    await page.getByRole('button', { name: 'Sign the waiver' }).click();
    await fillAboutYou(page, { fullName: 'Casey Rivera', email: demoCustomer.email });
    await answerHealthConsentAndId(page);

    // A keyboard user can type their name to sign; here the mouse draws it.
    await drawWithMouse(page);
    await page.getByLabel(/I have read this form/).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Check and send' })).toBeVisible();
    await page.getByRole('button', { name: 'Sign and send' }).click();

    await expect(page.getByRole('status').filter({ hasText: 'Welcome, Casey!' })).toBeVisible();
    await expect(page.getByText('You are checked in and your artist knows you are here.')).toBeVisible();
    await expectNoA11yViolations(page);

    // The artist has no account of their own, so the shop hears of it.
    await waitForMail(page, 'hello@north-star-tattoo.test', /^Casey has checked in for \d\d:\d\d$/);

    // The welcome clears itself for the next person.
    await expect(page.getByLabel('Your confirmation code')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('Casey')).toHaveCount(0);

    // Found again, the appointment is already checked in.
    await page.getByLabel('Your confirmation code').fill('NSTAR3');
    await page.getByRole('button', { name: 'Find my appointment' }).click();
    await expect(page.getByText('You are already checked in. Take a seat.')).toBeVisible();
  });

  test('an email lookup answers the same for anyone, and a walk-in leaves their name', async ({ page }) => {
    await page.goto('/shop/north-star-tattoo/check-in');
    await page.getByRole('tab', { name: 'Email' }).click();
    await page.getByLabel('Email you booked with').fill('nobody-here@example.test');
    await page.getByRole('button', { name: 'Find my appointment' }).click();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    await expect(
      page.getByText('If you have an appointment here today, we have just emailed you'),
    ).toBeVisible();
    await expectNoA11yViolations(page);
    await page.getByLabel('6-digit code').fill('123456');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('That code is not right, or it has expired.')).toBeVisible();
    await page.getByRole('button', { name: 'Start again' }).click();

    await page.getByRole('button', { name: 'No appointment? Walk in' }).click();
    await page.getByLabel('Your name').fill('Jamie');
    await page.getByLabel('What would you like?').click();
    await page.getByRole('option', { name: 'Flash piece' }).click();
    await expectNoA11yViolations(page);
    await page.getByRole('button', { name: 'Let the shop know' }).click();
    await expect(page.getByText('Thank you, Jamie')).toBeVisible();
  });
});
