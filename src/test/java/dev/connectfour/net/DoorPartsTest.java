package dev.connectfour.net;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.security.SecureRandom;
import org.junit.jupiter.api.Test;

/** The host's door in parts: the join code it asks for and the lock-out of addresses that guess wrong. */
class DoorPartsTest {
    private static final Timing TIMING = new Timing(2_000, 7_000, 5_000, 2_000, 3_000, 1_000, 60_000, 0, 3, 60_000,
            250, 2_000);

    @Test
    void aJoinCodeIsSixUnambiguousLettersReadBackInAnyCaseWithBlanksAround() {
        JoinCode code = JoinCode.random(new SecureRandom());
        String letters = code.toString();
        assertEquals(JoinCode.LENGTH, letters.length());
        assertTrue(letters.chars().allMatch(c -> JoinCode.ALPHABET.indexOf(c) >= 0), letters);
        assertTrue(code.matches("  " + letters.toLowerCase(java.util.Locale.ROOT) + "\t"));
        assertFalse(code.matches(letters.substring(1)));
        assertFalse(code.matches(letters + letters.charAt(0)));
    }

    @Test
    void wrongCodesLockAnAddressOutForItsTimeOnlyAndARightCodeForgetsThem() {
        ManualClock clock = new ManualClock();
        WrongCodeLockout lockout = new WrongCodeLockout(TIMING, clock);
        String guesser = "127.0.0.2";
        String other = "127.0.0.3";

        lockout.wrongCode(guesser);
        lockout.wrongCode(guesser);
        assertFalse(lockout.isLockedOut(guesser), "two wrong codes of three");
        lockout.rightCode(guesser);
        lockout.wrongCode(guesser);
        lockout.wrongCode(guesser);
        assertFalse(lockout.isLockedOut(guesser), "the right code forgot the earlier ones");
        lockout.wrongCode(guesser);
        assertTrue(lockout.isLockedOut(guesser), "the third wrong code in a row locks out");
        assertFalse(lockout.isLockedOut(other), "only that address");

        clock.advance(TIMING.lockoutMillis() - 1);
        assertTrue(lockout.isLockedOut(guesser));
        clock.advance(1);
        assertFalse(lockout.isLockedOut(guesser), "the lock-out ends after its time");
        lockout.wrongCode(guesser);
        assertFalse(lockout.isLockedOut(guesser), "an expired lock-out counts again from one");
    }

    @Test
    void manyGuessingAddressesAreForgottenButTheLockedOutStayLocked() {
        ManualClock clock = new ManualClock();
        WrongCodeLockout lockout = new WrongCodeLockout(TIMING, clock);
        String locked = "10.0.0.1";
        for (int i = 0; i < TIMING.lockoutFailures(); i++) {
            lockout.wrongCode(locked);
        }
        for (int i = 0; i < 3_000; i++) {
            lockout.wrongCode("10.1." + (i >> 8) + "." + (i & 0xff));
        }
        assertTrue(lockout.isLockedOut(locked));
    }
}
