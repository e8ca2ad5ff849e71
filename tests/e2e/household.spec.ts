import { expect, type Page } from '@playwright/test';
import { MESSAGES } from '@shared/messages';
import { createAccount, PASSWORDS, uniqueEmail } from './support/accounts';
import { answered } from './support/answers';
import { expectNoSeriousA11yViolations } from './support/axe';
import { becomePro, callApi, test, type User } from './support/users';

const household = (page: Page) => page.getByRole('region', { name: 'Household' });
const main = (page: Page) => page.getByRole('main');
const listCard = (page: Page, name: string) => main(page).getByRole('listitem').filter({ hasText: name });

/** Brings `member` into `owner`'s household the way a script would: a link made and used. */
async function joinHouseholdOf(owner: User, member: User): Promise<void> {
  const { inviteId } = await callApi(owner.page, 'createHouseholdInvite', {});
  await callApi(member.page, 'joinHousehold', { inviteId });
}

/** The meal plan's Monday, wherever the screen shows it: a phone shows one day at a time under day chips. */
async function showMonday(page: Page): Promise<void> {
  await expect(page.getByRole('group', { name: 'Week' })).toBeVisible();
  const chip = page.getByRole('group', { name: 'Day' }).getByRole('button', { name: /^Monday,/ });
  if (await chip.isVisible()) {
    await chip.click();
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
  }
}

test('the household chooses its units in Profile, and amounts added together are written in them', async ({
  signUp,
}) => {
  const { page } = await signUp('Una Units');
  const { id } = await callApi(page, 'createList', { name: 'Baking' });
  await page.goto('/profile');
  const units = household(page).getByLabel('Units');
  // Until the household chooses, the browser's region decides: this browser is American.
  await expect(units).toHaveValue('region');
  await expect(units.getByRole('option', { name: 'From your region: US' })).toBeAttached();
  await answered(page, 'setHouseholdUnits', () => units.selectOption('metric'));
  await expect(units).toHaveValue('metric');
  await expectNoSeriousA11yViolations(page);

  await page.goto(`/lists/${id}`);
  for (const line of ['1 lb flour', '8 oz flour']) {
    await page.getByLabel('Add items, one per line').fill(line);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByRole('checkbox', { name: /^flour/ })).toBeVisible();
  }
  await expect(page.getByRole('checkbox', { name: 'flour (680 g)' })).toBeVisible();

  await page.goto('/profile');
  await answered(page, 'setHouseholdUnits', () => household(page).getByLabel('Units').selectOption('us'));
  await page.goto(`/lists/${id}`);
  await page.getByLabel('Add items, one per line').fill('250 g flour');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('checkbox', { name: 'flour (2 lb)' })).toBeVisible();
});

test('a new account is the owner of a household of its own, which it can rename on its profile', async ({
  page,
  baseURL,
}) => {
  await createAccount(page.request, baseURL ?? '', uniqueEmail('hana'), 'Hana');
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();

  const section = household(page);
  const name = section.getByLabel('Household name');
  await expect(name).toHaveValue("Hana's household");
  const members = section.getByRole('list', { name: 'Members' });
  await expect(members.getByRole('listitem')).toHaveCount(1);
  await expect(members.getByRole('listitem')).toContainText('Hana (you)');
  await expect(members.getByRole('listitem')).toContainText('Owner');
  await expectNoSeriousA11yViolations(page);

  await name.fill('  The Hana Family ');
  await section.getByRole('button', { name: 'Rename Household' }).click();
  await expect(section.getByText('Household renamed.')).toBeVisible();
  await expect(name).toHaveValue('The Hana Family');
  await page.reload();
  await expect(household(page).getByLabel('Household name')).toHaveValue('The Hana Family');

  // A blank name is refused with what to do, and nothing is saved.
  await household(page).getByLabel('Household name').fill('   ');
  await household(page).getByRole('button', { name: 'Rename Household' }).click();
  await expect(household(page).getByRole('alert')).toHaveText('Please enter a name for your household.');
  await expect(household(page).getByLabel('Household name')).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousA11yViolations(page);
  await page.reload();
  await expect(household(page).getByLabel('Household name')).toHaveValue('The Hana Family');
});

test('a list shared from outside the household shows first, new, with who shared it and Leave', async ({
  signUp,
  newUser,
}) => {
  const ann = await signUp('Ann Sharer');
  const ben = await newUser('Ben');
  const { id: listId } = await callApi(ann.page, 'createList', { name: 'Picnic' });
  await callApi(ann.page, 'createShareInvite', { listId, recipientEmail: ben.email });

  await ben.page.goto('/');
  const card = ben.page.getByRole('listitem').filter({ hasText: 'Picnic' });
  await expect(card.getByText('Shared with you by Ann Sharer')).toBeVisible();
  await expect(card.getByText('New', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(ben.page);
  // Opened once, it is no longer new.
  await card.getByRole('link', { name: 'Picnic' }).click();
  await expect(ben.page.getByRole('heading', { level: 1, name: 'Picnic' })).toBeVisible();
  await ben.page.goBack();
  await expect(card.getByText('Shared with you by Ann Sharer')).toBeVisible();
  await expect(card.getByText('New', { exact: true })).toHaveCount(0);
  await ann.page.goto('/');
  const annsCard = ann.page.getByRole('listitem').filter({ hasText: 'Picnic' });
  await expect(annsCard).toContainText('Shared with 1 person');
  await expect(annsCard.getByText('New', { exact: true })).toHaveCount(0);
  // Leave is right on it.
  await card.getByRole('button', { name: 'Leave Picnic' }).click();
  await ben.page
    .getByRole('dialog', { name: 'Leave this list?' })
    .getByRole('button', { name: 'Leave list' })
    .click();
  await expect(card).toHaveCount(0);
  await ben.page.reload();
  await expect(ben.page.getByRole('heading', { level: 1, name: 'My Lists' })).toBeVisible();
  await expect(ben.page.getByRole('listitem').filter({ hasText: 'Picnic' })).toHaveCount(0);
  await ann.page.reload();
  await expect(annsCard).not.toContainText('Shared with');
});

test('a new person opens a household link signed out, creates an account, comes back, joins, and shares the lists and the plan', async ({
  signUp,
  newGuest,
}) => {
  const ann = await signUp('Ann Inviter');
  await becomePro(ann.page);
  await callApi(ann.page, 'createList', { name: 'Household groceries' });
  const { id: mealId } = await callApi(ann.page, 'createMeal', {
    name: 'Tacos',
    ingredients: ['8 tortillas'],
  });
  await callApi(ann.page, 'addToMealPlan', { day: 'Monday', slot: 'dinner', mealId });

  // Ann makes a link on her profile, with Copy link, and sees it among the working links.
  await ann.page.goto('/profile');
  const annsHousehold = household(ann.page);
  await expect(annsHousehold.getByText('Pro for the whole household')).toBeVisible();
  await annsHousehold.getByRole('button', { name: 'Invite to household' }).click();
  const linkField = annsHousehold.getByLabel('Household invite link');
  await expect(linkField).toHaveValue(/\/household\/join\//);
  await expect(annsHousehold.getByRole('button', { name: 'Copy link' })).toBeVisible();
  await expect(annsHousehold.getByRole('list', { name: 'Invite links' }).getByRole('listitem')).toHaveCount(
    1,
  );
  await expectNoSeriousA11yViolations(ann.page);
  const link = new URL(await linkField.inputValue());

  // Signed out, the link says who invites to which household, with Create account and Sign in.
  const bo = await newGuest();
  await bo.goto(link.pathname);
  await expect(bo.getByRole('heading', { level: 1, name: "Join Ann Inviter's household" })).toBeVisible();
  await expect(
    main(bo).getByText('Ann Inviter invited you to join their household on Aislewise.'),
  ).toBeVisible();
  await expect(main(bo).getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expectNoSeriousA11yViolations(bo);
  await main(bo).getByRole('link', { name: 'Create account' }).click();
  await bo.getByLabel('E-mail').fill(uniqueEmail('bo'));
  await bo.getByLabel('Password', { exact: true }).fill(PASSWORDS.first);
  await bo.getByLabel('Display name (optional)').fill('Bo Newcomer');
  await bo.getByRole('button', { name: 'Create Account' }).click();

  // Back on the invitation, signed in: Join asks once, saying what happens.
  await expect(bo).toHaveURL(link.pathname);
  await main(bo).getByRole('button', { name: 'Join household' }).click();
  const ask = bo.getByRole('dialog', { name: "Join Ann Inviter's household?" });
  await expect(ask).toContainText('Your lists and meals come with you');
  await expect(ask).toContainText("Your planned week is merged into the household's week.");
  await expect(ask).toContainText("You leave Bo Newcomer's household");
  await expectNoSeriousA11yViolations(bo);
  await ask.getByRole('button', { name: 'Join household' }).click();

  await expect(bo).toHaveURL('/');
  await expect(bo.getByText("You joined Ann Inviter's household.")).toBeVisible();
  await expect(listCard(bo, 'Household groceries')).toBeVisible();
  // The household's list is theirs now, not "shared with you", and has no Leave on its card.
  await expect(listCard(bo, 'Household groceries').getByText('Your household’s list')).toBeVisible();
  await expect(listCard(bo, 'Household groceries').getByRole('button', { name: /^Leave/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(bo);

  // The household's plan, through Ann's Pro.
  await bo.goto('/meal-plan');
  await showMonday(bo);
  await expect(bo.getByRole('list', { name: 'Planned for Monday dinner' }).getByRole('listitem')).toHaveText([
    /^Tacos/,
  ]);
  await bo.goto('/profile');
  await expect(main(bo).getByText("Pro through Ann Inviter's subscription", { exact: false })).toBeVisible();
  await expect(main(bo).getByRole('button', { name: 'Manage Subscription' })).toHaveCount(0);
  const members = household(bo).getByRole('list', { name: 'Members' });
  await expect(members.getByRole('listitem')).toHaveCount(2);
  await expect(members.getByRole('listitem').filter({ hasText: 'Bo Newcomer (you)' })).toContainText(
    'Member',
  );
  await expectNoSeriousA11yViolations(bo);

  // Ann's profile showed Bo arrive without a reload; she revokes the link, and it stops working at once.
  await expect(annsHousehold.getByRole('list', { name: 'Members' }).getByRole('listitem')).toHaveCount(2);
  await annsHousehold.getByRole('button', { name: /^Revoke link: Expires .* · 4 joins left$/ }).click();
  await expect(annsHousehold.getByRole('list', { name: 'Invite links' })).toHaveCount(0);
  await expect(linkField).toHaveCount(0);
  const late = await newGuest();
  await late.goto(link.pathname);
  await expect(late.getByRole('heading', { level: 1, name: 'Invite withdrawn' })).toBeVisible();
  await expect(main(late).getByText(MESSAGES.householdInviteRevoked)).toBeVisible();
  await expect(main(late).getByRole('link', { name: 'Go to My Lists' })).toBeVisible();
});

test('one member plans a dinner and the other sees it without reloading', async ({ signUp, newUser }) => {
  const ann = await signUp('Ann Planner');
  const ben = await newUser('Ben Watcher');
  await becomePro(ann.page);
  await joinHouseholdOf(ann, ben);
  await callApi(ann.page, 'createMeal', { name: 'Chickpea Curry', ingredients: ['1 can chickpeas'] });

  await ben.page.goto('/meal-plan');
  await showMonday(ben.page);
  await expect(ben.page.getByText('Nothing planned yet.')).toBeVisible();
  await ann.page.goto('/meal-plan');
  await showMonday(ann.page);
  await answered(ann.page, 'addToMealPlan', () =>
    ann.page
      .getByRole('combobox', { name: 'Add a meal to Monday dinner' })
      .selectOption({ label: 'Chickpea Curry' }),
  );

  await expect(
    ben.page.getByRole('list', { name: 'Planned for Monday dinner' }).getByRole('listitem'),
  ).toHaveText([/^Chickpea Curry/]);
  await expectNoSeriousA11yViolations(ben.page);
});

test('a list made private is gone for the other member; its creator sees it marked Private', async ({
  signUp,
  newUser,
}) => {
  const ann = await signUp('Ann Private');
  const ben = await newUser('Ben Other');
  await joinHouseholdOf(ann, ben);
  const { id: listId } = await callApi(ann.page, 'createList', { name: 'Birthday gifts' });

  await ben.page.goto('/');
  await expect(listCard(ben.page, 'Birthday gifts')).toBeVisible();

  await ann.page.goto(`/lists/${listId}`);
  await ann.page.getByRole('button', { name: 'List options' }).click();
  await ann.page.getByRole('menuitem', { name: 'Make private' }).click();
  const ask = ann.page.getByRole('dialog', { name: 'Make this list private?' });
  await expect(ask).toContainText('The rest of your household no longer does.');
  await answered(ann.page, 'setListVisibility', () =>
    ask.getByRole('button', { name: 'Make private' }).click(),
  );
  await expect(main(ann.page).getByText('Private', { exact: true })).toBeVisible();
  await expect(ann.page.getByText('The list is private now.')).toBeVisible();
  await expectNoSeriousA11yViolations(ann.page);
  await ann.page.getByRole('button', { name: 'List options' }).click();
  await expect(ann.page.getByRole('menuitem', { name: 'Share with household' })).toBeVisible();
  await ann.page.keyboard.press('Escape');

  await ann.page.goto('/');
  await expect(listCard(ann.page, 'Birthday gifts').getByText('Private', { exact: true })).toBeVisible();
  await ben.page.reload();
  await expect(main(ben.page).getByRole('heading', { level: 1, name: 'My Lists' })).toBeVisible();
  await expect(listCard(ben.page, 'Birthday gifts')).toHaveCount(0);
});

test("an item's More menu says who added it", async ({ signUp, newUser }) => {
  const ann = await signUp('Ann Reader');
  const ben = await newUser('Ben Adder');
  await joinHouseholdOf(ann, ben);
  const { id: listId } = await callApi(ann.page, 'createList', { name: 'Weekend shop' });
  await callApi(ben.page, 'addItems', { listId, text: 'oat milk' });

  await ann.page.goto(`/lists/${listId}`);
  await ann.page.getByRole('button', { name: 'More for oat milk' }).click();
  const menu = ann.page.getByRole('menu', { name: 'More for oat milk' });
  await expect(menu.getByText('Added by Ben Adder')).toBeVisible();
  await expect(menu.getByRole('group', { name: 'Added by Ben Adder' }).getByRole('menuitem')).toHaveCount(4);
  await expectNoSeriousA11yViolations(ann.page);
});

test('a list link made in the Share dialog lets a new person in: signed out it says a list awaits, and after signing up they open it', async ({
  signUp,
  newGuest,
}) => {
  const ann = await signUp('Ann Linker');
  const { id: listId } = await callApi(ann.page, 'createList', { name: 'Barbecue' });
  await ann.page.goto(`/lists/${listId}`);
  await ann.page
    .getByRole('region', { name: 'Who shares this list' })
    .getByRole('button', { name: 'Share' })
    .click();
  const dialog = ann.page.getByRole('dialog', { name: 'Share list' });
  await answered(ann.page, 'createListLink', () =>
    dialog.getByRole('button', { name: 'Create a link' }).click(),
  );
  const linkField = dialog.getByLabel('List link');
  await expect(linkField).toHaveAccessibleDescription('Anyone with this link can join the list for 7 days.');
  await expect(dialog.getByRole('button', { name: 'Copy link' })).toBeVisible();
  await expectNoSeriousA11yViolations(ann.page);
  const link = new URL(await linkField.inputValue());

  const cy = await newGuest();
  await cy.goto(link.pathname);
  await expect(cy.getByRole('heading', { level: 1, name: 'Join a shopping list' })).toBeVisible();
  await expect(main(cy).getByText('You were invited to a shopping list on Aislewise.')).toBeVisible();
  await expectNoSeriousA11yViolations(cy);
  await main(cy).getByRole('link', { name: 'Create account' }).click();
  await cy.getByLabel('E-mail').fill(uniqueEmail('cy'));
  await cy.getByLabel('Password', { exact: true }).fill(PASSWORDS.first);
  await cy.getByRole('button', { name: 'Create Account' }).click();

  await expect(cy).toHaveURL(link.pathname);
  await main(cy).getByRole('button', { name: 'Open list' }).click();
  await expect(cy.getByRole('heading', { level: 1, name: 'Barbecue' })).toBeVisible();

  // Ann stops the link: it lets nobody else in, and Cy stays on the list.
  await dialog.getByRole('button', { name: 'Stop this link' }).click();
  await expect(
    dialog.getByText('The link no longer works. People who joined through it stay on the list.'),
  ).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Create a link' })).toBeVisible();
  await cy.reload();
  await expect(cy.getByRole('heading', { level: 1, name: 'Barbecue' })).toBeVisible();
});
