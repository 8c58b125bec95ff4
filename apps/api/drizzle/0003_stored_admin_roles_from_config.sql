-- Until now sign-in copied ADMIN_EMAILS into users.role, so a stored 'admin' outlived its
-- removal from the list. The stored role now means only an explicit grant; every stored
-- admin so far came from the configuration, which still makes its listed accounts admins.
UPDATE "users" SET "role" = 'user' WHERE "role" = 'admin';
